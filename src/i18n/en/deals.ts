export default {
  title: 'Deals',
};
