export default {
  appName: 'Allo Bank',
  back: 'Kembali',
  retry: 'Coba lagi',
  ok: 'OK',
  close: 'Tutup',
  loading: 'Memuat...',
  keyboard: 'Papan angka',
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
  copy: {
    action: 'Salin',
    copied: 'Disalin',
    label: 'Salin {{label}}',
    failed: 'Tidak dapat menyalin. Salin secara manual.',
  },
  loadMore: {
    loading: 'Memuat lagi...',
    end: 'Sudah semua',
    retry: 'Gagal memuat. Ketuk untuk coba lagi.',
  },
  closed: {
    title: 'Kamu keluar dari Pay Later',
    body: 'Di aplikasi Allo Bank, tombol kembali menutup halaman ini dan kamu kembali ke aplikasi.',
    reopen: 'Buka Pay Later lagi',
  },
  frame: {
    navBar: 'Bilah navigasi aplikasi',
    actions: 'Tindakan halaman',
  },
  scenarioPicker: {
    open: 'Skenario',
    title: 'Pilih skenario fake bank',
    search: 'Cari skenario',
    start: 'Mulai',
    dashboard: 'Buka dasbor fake bank',
    screenshot: 'Tangkapan layar {{id}}',
    hint: 'Masukan',
  },
} as const;
