export default {
  hero: {
    product: 'Allo Pay Later',
    tagline: 'Belanja sekarang, bayar nanti',
    limitLabel: 'Limit hingga',
  },
  benefits: {
    title: 'Keuntungan Pay Later',
    limit: { title: 'Limit kredit besar', body: 'Limit dari Rp 500.000 hingga Rp 100.000.000.' },
    cash: { title: 'Instant Cash', body: 'Tarik dana tunai ke rekening kamu dalam hitungan detik.' },
    tenor: { title: 'Cicilan fleksibel', body: 'Pilih tenor 1, 3, 6, atau 12 bulan.' },
    safe: { title: 'Aman dan diawasi', body: 'Bank berizin dan diawasi oleh OJK.' },
  },
  steps: {
    title: '3 langkah, 3 menit',
    one: 'Isi data diri dan pekerjaan',
    two: 'Verifikasi wajah dan e-KTP',
    three: 'Dapatkan limit kreditmu',
  },
  terms: {
    title: 'Persetujuan',
    readAgree: 'Saya telah membaca dan menyetujui Syarat & Ketentuan Pay Later',
    taxDeclaration: 'Saya menyatakan bukan wajib pajak Amerika Serikat atau negara Uni Eropa',
    dataConsent: 'Saya setuju data saya digunakan untuk penilaian kredit dan penawaran produk',
  },
  checkLimit: 'Cek limit',
  checkLimitDisabled: 'Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.',
  notWhitelisted: {
    title: 'Pay Later belum tersedia untukmu',
    body: 'Saat ini Pay Later hanya tersedia untuk pengguna terpilih. Kami akan mengabari kamu begitu Pay Later bisa kamu ajukan.',
    notify: 'Beri tahu saya',
    subscribed: 'Siap! Kami akan mengabari kamu saat Pay Later tersedia.',
    subscribedBadge: 'Kamu akan dikabari',
  },
  redirecting: 'Mengalihkan ke halaman unduhan aplikasi...',
} as const;
