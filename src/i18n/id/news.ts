export default {
  title: 'Berita',
};
