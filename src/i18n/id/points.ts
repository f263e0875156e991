export default {
  title: 'Poin',
};
