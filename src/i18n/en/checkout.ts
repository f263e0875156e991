export default {
  title: 'Payment',
};
