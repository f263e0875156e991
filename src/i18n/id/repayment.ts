export default {
  title: 'Pembayaran',
} as const;
