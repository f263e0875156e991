export default {
  title: 'Membership',
};
