export default {
  title: 'Upgrade account',
};
