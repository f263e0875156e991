export default {
  title: 'News',
};
