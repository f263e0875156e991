export default {
  title: 'Account settings',
};
