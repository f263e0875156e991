export default {
  title: 'Riwayat transaksi',
} as const;
