export default {
  network: {
    title: 'Masalah Jaringan.',
    body: 'Silakan coba lagi nanti',
  },
  offline: {
    title: 'Ups, kami tidak menemukan koneksi...',
    body: 'Periksa koneksi internet kamu, lalu coba lagi.',
  },
  timeout: {
    title: 'Permintaan terlalu lama',
    body: 'Server membutuhkan waktu terlalu lama untuk merespons. Silakan coba lagi.',
  },
  serversBusy: 'Server kami sedang sibuk. Silakan coba lagi nanti.',
  cannotProcess: {
    title: 'Permintaan tidak dapat diproses',
  },
  contract: 'Jawaban bank tidak dapat dibaca. Silakan coba lagi nanti.',
  chunk: {
    title: 'Halaman gagal dimuat',
    body: 'Sebagian aplikasi tidak dapat dimuat. Periksa koneksi kamu, lalu coba lagi.',
  },
  sessionExpired: {
    title: 'Sesi uji kedaluwarsa',
    body: 'Sesi uji kamu kedaluwarsa; skenario dipulihkan.',
    action: 'Muat ulang',
  },
  unexpected: {
    title: 'Terjadi kesalahan',
    body: 'Maaf, ada yang tidak beres. Silakan coba lagi.',
  },
} as const;
