export default {
  hero: {
    product: 'Allo Pay Later',
    tagline: 'Belanja sekarang, bayar nanti',
    limitLabel: 'Limit hingga',
  },
  benefits: {
    title: 'Keuntungan Pay Later',
    limit: { title: 'Limit kredit besar', body: 'Limit dari {{min}} hingga {{max}}.' },
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
    title: 'Syarat & Ketentuan',
    agree: 'Saya telah membaca dan menyetujui Syarat & Ketentuan Pay Later',
    readNote: 'Baca Syarat & Ketentuan sampai akhir, lalu berikan persetujuanmu di sana.',
    agreedNote: 'Kamu sudah menyetujui Syarat & Ketentuan.',
    read: 'Baca Syarat & Ketentuan',
  },
  checkLimit: 'Cek limit',
  checkLimitDisabled: 'Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.',
  notWhitelisted: {
    title: 'Pay Later belum tersedia untukmu',
    body: 'Saat ini Pay Later hanya tersedia untuk pengguna terpilih. Kami akan mengabari kamu begitu Pay Later bisa kamu ajukan.',
    notify: 'Beri tahu saya',
    subscribed: 'Siap! Kami akan mengabari kamu saat Pay Later tersedia.',
    subscribedBadge: 'Kamu akan dikabari',
    bodyApp:
      'Saat ini Pay Later hanya tersedia untuk pengguna terpilih. Buka aplikasi Allo Bank untuk melihat kapan Pay Later bisa kamu ajukan.',
    openApp: 'Buka aplikasi Allo Bank',
  },
  notOpen: {
    title: 'Pay Later belum dibuka',
    body: 'Pay Later belum dibuka untuk saat ini. Fitur lain seperti dompet, poin, dan promo tetap bisa kamu gunakan.',
    wallet: 'Ke dompet Allo Pay',
  },
  redirecting: 'Mengalihkan ke halaman unduhan aplikasi...',
  titles: {
    apply: 'Pay Later',
    result: 'Hasil pengajuan',
    ktpFace: 'Hasil verifikasi',
  },
  goHome: 'Kembali ke beranda',
  ktpFace: {
    doneTitle: 'e-KTP dan wajah terverifikasi',
    doneBody: 'Data e-KTP dan foto wajahmu cocok. Lanjutkan ke langkah berikutnya.',
    pendingTitle: 'Verifikasi belum selesai',
    pendingBody: 'Selesaikan verifikasi e-KTP dan wajah untuk melanjutkan pengajuan.',
    rows: 'Status verifikasi',
    ktp: 'Foto e-KTP',
    face: 'Deteksi wajah',
    nik: 'NIK',
    verified: 'Terverifikasi',
    notYet: 'Belum',
    next: 'Lanjutkan',
    resume: 'Lanjutkan verifikasi',
  },
  underReview: {
    title: 'Pengajuanmu sedang ditinjau',
    body: 'Kami sedang memeriksa pengajuan Pay Later kamu. Biasanya kurang dari 5 menit, kami akan mengabari kamu.',
  },
  approved: {
    title: 'Pengajuanmu disetujui',
    body: 'Limit Pay Later kamu sudah siap digunakan.',
    limitLabel: 'Limit kredit',
    action: 'Lanjutkan',
    dialogTitle: 'Selamat! Limit kamu disetujui',
    dialogOk: 'Oke',
  },
  rejected: {
    title: 'Pengajuanmu belum disetujui',
    BANK_POLICY: 'Pengajuanmu belum memenuhi kriteria atau kebijakan bank.',
    LOW_CREDIT_SCORE: 'Skor kreditmu belum mencukupi.',
    detail: {
      INSUFFICIENT_CREDIT_HISTORY: 'Riwayat kreditmu belum cukup.',
      OVERDUE_REPAYMENT: 'Ada pembayaran yang terlambat.',
      MULTIPLE_APPLICATIONS: 'Ada beberapa pengajuan pinjaman dalam waktu dekat.',
    },
    reapply: 'Kamu bisa mengajukan lagi mulai {{date}}',
    reapplyLater: 'Kamu bisa mengajukan lagi 3 bulan setelah keputusan ini.',
  },
  notEligible: {
    title: 'Kamu belum memenuhi syarat',
    REGISTRATION:
      'Pay Later tersedia untuk pengguna yang sudah terdaftar. Selesaikan pendaftaran akunmu dulu.',
    CITIZENSHIP: 'Pay Later hanya tersedia untuk Warga Negara Indonesia (WNI).',
    AGE: 'Pay Later tersedia untuk pengguna berusia 21 sampai 55 tahun.',
    register: 'Daftar sekarang',
  },
  refusal: {
    linkExpired: 'Tautan sudah kedaluwarsa',
    dataOnAnotherAccount: 'Data ditemukan di akun lain',
  },
  retention: {
    title: 'Yakin ingin keluar?',
    body: 'Limit hingga {{max}}, Instant Cash dan cicilan fleksibel menunggumu. Cek limitmu hanya dalam 3 menit.',
    stay: 'Tetap di halaman',
    home: 'Ke beranda',
  },
  submit: {
    sending: 'Mengirim pengajuan...',
  },
  result: {
    progress: 'Sedang diverifikasi...',
    preApproved: {
      title: 'Selamat! Kamu pra-disetujui',
      body: 'Selesaikan verifikasi untuk mulai memakai limitmu.',
      upTo: 'Limit hingga',
      action: 'Lanjutkan',
    },
    verifying: {
      title: 'Pengajuanmu sedang diverifikasi',
      body: 'Persetujuan biasanya kurang dari 5 menit. Kami akan mengabari kamu saat hasilnya keluar.',
    },
    success: {
      title: 'Pay Later kamu sudah aktif',
      body: 'Limitmu siap dipakai untuk belanja dan Instant Cash.',
      action: 'Mulai pakai Pay Later',
    },
    flexible: {
      LOW: {
        title: 'Skor kreditmu: rendah',
        body: 'Bayar tagihan tepat waktu untuk menaikkan skor dan limitmu.',
      },
      MEDIUM: {
        title: 'Skor kreditmu: sedang',
        body: 'Limit hingga {{limit}}, bunga mulai {{interest}}, tenor hingga {{term}} bulan.',
      },
      HIGH: {
        title: 'Skor kreditmu: tinggi',
        body: 'Limit hingga {{limit}}, bunga {{interest}}, tenor hingga {{term}} bulan.',
      },
      download: 'Unduh aplikasi',
    },
  },
} as const;
