export default {
  title: 'Verifikasi Wajah',
  education: {
    heading: 'Verifikasi Wajah',
    body: 'Kami akan memotret wajah kamu untuk memastikan bahwa kamu adalah pemilik e-KTP.',
    artLabel: 'Wajah utuh di dalam oval, di tempat terang, tanpa kacamata',
    tipsHeading: 'Sebelum mulai',
    tips: {
      light: 'Cari tempat yang terang, hindari cahaya dari belakang.',
      accessories: 'Lepaskan kacamata, masker dan topi.',
      oval: 'Posisikan seluruh wajah kamu di dalam oval.',
    },
    start: 'Mulai Verifikasi',
  },
  denied: {
    title: 'Akses kamera nonaktif',
    body: 'Izinkan akses kamera di pengaturan ponsel kamu untuk verifikasi wajah, lalu coba lagi.',
    settings: 'Buka Pengaturan',
    retry: 'Coba lagi',
  },
  camera: {
    heading: 'Posisikan wajah di dalam oval',
    hint: 'Lihat lurus ke kamera dan pastikan wajah kamu terlihat jelas.',
    ovalLabel: 'Oval untuk wajah',
    inputLabel: 'Ambil foto wajah',
    take: 'Ambil Foto Wajah',
    checking: 'Memeriksa wajah kamu...',
  },
  retry: {
    title: 'Verifikasi wajah belum berhasil',
    reasons: {
      blurry: 'Foto wajah buram',
      lowLight: 'Tempat terlalu gelap',
      accessories: 'Wajah tertutup aksesori',
      failed: 'Foto belum dapat diproses',
      previous: 'Percobaan sebelumnya belum berhasil',
    },
    previousBody:
      'Pastikan wajah kamu terlihat jelas, di tempat yang terang, tanpa kacamata, masker atau topi.',
    tipsHeading: 'Tips verifikasi wajah',
    attemptsLeft: 'Sisa percobaan hari ini: {{left}} dari {{total}}',
    action: 'Coba Lagi',
  },
  limit: {
    title: 'Batas percobaan hari ini habis',
    body: 'Batas percobaan deteksi wajah hari ini sudah habis. Silakan coba lagi besok.',
    until: 'Kamu bisa mencoba lagi mulai {{time}}.',
    back: 'Kembali ke Beranda',
  },
  success: {
    title: 'Wajah berhasil diverifikasi',
    body: 'Terima kasih. Lanjutkan ke langkah berikutnya untuk menyelesaikan pengajuan kamu.',
    action: 'Lanjutkan',
    ok: 'OK',
  },
};
