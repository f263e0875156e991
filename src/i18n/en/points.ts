export default {
  title: 'Points',
};
