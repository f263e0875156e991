export default {
  title: 'Pengajuan',
} as const;
