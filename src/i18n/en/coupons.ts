export default {
  title: 'Coupon centre',
};
