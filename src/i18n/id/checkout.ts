export default {
  title: 'Pembayaran',
};
