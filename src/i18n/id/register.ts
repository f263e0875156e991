export default {
  title: 'Daftar',
} as const;
