export default {
  appName: 'Allo Bank',
  back: 'Kembali',
  retry: 'Coba lagi',
  ok: 'OK',
  close: 'Tutup',
  loading: 'Memuat...',
  titles: {
    payLaterApply: 'Pay Later',
    loading: 'Memuat',
    notFound: 'Halaman tidak ditemukan',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
    action: 'Ke halaman Pay Later',
  },
  frame: {
    navBar: 'Bilah navigasi aplikasi',
    statusBar: 'Bilah status',
    content: 'Konten halaman',
    actions: 'Tindakan halaman',
  },
  scenarioPicker: {
    open: 'Skenario',
    title: 'Pilih skenario fake bank',
    search: 'Cari skenario',
    start: 'Mulai',
    dashboard: 'Buka dasbor fake bank',
  },
} as const;
