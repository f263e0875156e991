export default {
  title: 'Promo',
};
