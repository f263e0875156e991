export default {
  title: 'Allo Bank',
};
