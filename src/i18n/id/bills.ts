export default {
  title: 'Tagihan',
} as const;
