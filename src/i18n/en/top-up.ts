export default {
  title: 'Top up',
};
