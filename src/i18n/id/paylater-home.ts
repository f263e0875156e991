export default {
  title: 'Pay Later',
  titles: {
    home: 'Pay Later',
    coupons: 'Kupon Pay Later',
  },
  card: {
    product: 'Allo Pay Later',
    available: 'Limit tersedia',
    totalLabel: 'Total limit',
    usedLabel: 'Terpakai',
    used: 'Terpakai {{amount}}',
    usage: 'Limit terpakai',
  },
  banner: {
    label: 'Status Pay Later',
    amountDue: 'Total tagihan',
    lateFee: 'Denda keterlambatan',
    dueDate: 'Jatuh tempo',
    overdue: {
      titleOne: 'Terlambat 1 hari',
      titleMany: 'Terlambat {{days}} hari',
      bills: '{{bills}} tagihan terlambat.',
      body: 'Denda keterlambatan bertambah setiap hari sampai semua tagihan lunas.',
    },
    dueToday: {
      title: 'Jatuh tempo hari ini',
      body: 'Bayar hari ini agar tidak kena denda keterlambatan.',
    },
    dueInDays: {
      titleOne: 'Jatuh tempo dalam 1 hari',
      titleMany: 'Jatuh tempo dalam {{days}} hari',
      body: 'Bayar sebelum jatuh tempo agar tidak kena denda keterlambatan.',
    },
    billReady: {
      title: 'Tagihan {{month}} sudah siap',
      body: 'Bayar sebelum jatuh tempo agar tidak kena denda keterlambatan.',
    },
    repaid: {
      title: 'Tagihan {{month}} sudah lunas',
      body: 'Terima kasih, tagihanmu sudah dibayar.',
    },
    newCredit: {
      title: 'Limit barumu siap digunakan',
      body: 'Belanja dengan Pay Later atau tarik Instant Cash ke rekeningmu.',
    },
    noBill: {
      title: 'Belum ada tagihan bulan ini',
      body: 'Kamu tidak punya tagihan yang perlu dibayar saat ini.',
    },
    notInDue: {
      title: 'Tidak ada tagihan jatuh tempo',
      body: 'Kamu tidak punya tagihan yang perlu dibayar saat ini.',
    },
    frozen: {
      title: 'Pay Later dibekukan',
      body: 'Limit Pay Later kamu dibekukan oleh bank. Pay Later dan Instant Cash tidak dapat digunakan, tetapi kamu tetap dapat membayar tagihan.',
    },
    locked: {
      title: 'Pay Later terkunci',
      body: 'Limit Pay Later kamu dikunci oleh bank. Pay Later dan Instant Cash tidak dapat digunakan, tetapi kamu tetap dapat membayar tagihan.',
    },
    partiallyLocked: {
      title: 'Sebagian layanan terkunci',
      body: 'Instant Cash tidak tersedia untuk sementara. Kamu tetap dapat belanja dengan Pay Later dan membayar tagihan.',
    },
    loss: {
      title: 'Pay Later tidak dapat digunakan',
      body: 'Akun Pay Later kamu diblokir karena dilaporkan hilang. Silakan hubungi layanan pelanggan. Kamu tetap dapat membayar tagihan.',
    },
    accountFrozen: {
      title: 'Akun dibekukan',
      body: 'Akun kamu dibekukan. Pay Later dan Instant Cash tidak dapat digunakan. Silakan hubungi layanan pelanggan.',
    },
    accountLocked: {
      title: 'Akun dikunci sementara',
      body: 'Akun kamu dikunci sementara. Pay Later dan Instant Cash belum dapat digunakan.',
      until: 'Kunci dibuka otomatis pada {{time}} WIB.',
    },
    securityRisk: {
      title: 'Fitur dibatasi demi keamanan',
      body: 'Demi keamanan, Pay Later dan Instant Cash dibatasi karena ada risiko keamanan pada akun kamu. Silakan hubungi layanan pelanggan.',
    },
  },
  actions: {
    label: 'Tindakan',
    pay: 'Bayar tagihan',
    payAmount: 'Tagihan {{amount}}',
    payEarly: 'Pelunasan lebih awal',
    noBill: 'Belum ada tagihan untuk dibayar',
    cash: 'Tarik dana',
    cashUpTo: 'Hingga {{amount}}',
    cashReason: {
      accountFrozen: 'Tidak tersedia selama akun dibekukan',
      accountLocked: 'Tidak tersedia selama akun dikunci sementara',
      securityRisk: 'Dibatasi karena risiko keamanan',
      loss: 'Pay Later tidak dapat digunakan',
      frozen: 'Tidak tersedia selama Pay Later dibekukan',
      locked: 'Tidak tersedia selama Pay Later terkunci',
      partiallyLocked: 'Instant Cash sedang dikunci',
      repayFirst: 'Tidak tersedia hingga semua tagihan lunas',
      belowMinimum: 'Limit tersedia di bawah minimum penarikan {{minimum}}',
      onlyPay: 'Limit kamu hanya untuk belanja dengan Pay Later',
    },
  },
  couponEntry: {
    title: 'Kupon',
    available: '{{coupons}} kupon tersedia',
    none: 'Lihat kupon kamu',
  },
  noAccount: {
    title: 'Kamu belum punya Pay Later',
    action: 'Ajukan Pay Later',
  },
  refresh: {
    pull: 'Tarik untuk memuat ulang',
    release: 'Lepas untuk memuat ulang',
    refreshing: 'Memuat...',
    done: 'Diperbarui',
  },
  coupons: {
    tabs: {
      available: 'Tersedia',
      expired: 'Kedaluwarsa',
    },
    empty: {
      availableTitle: 'Belum ada kupon',
      availableBody: 'Kupon Pay Later dan Instant Cash yang kamu dapat akan muncul di sini.',
      expiredTitle: 'Belum ada kupon kedaluwarsa',
      expiredBody: 'Kupon yang sudah dipakai atau lewat masa berlakunya akan muncul di sini.',
      action: 'Kembali ke Pay Later',
    },
    type: {
      INT_R: 'Potongan suku bunga',
      INT_TIC_P: 'Tiket diskon bunga',
      INT_TIC_T: 'Tiket bebas bunga',
    },
    value: {
      INT_R: '-{{rate}} bunga/bulan',
      INT_TIC_P: 'Diskon bunga {{percent}}%',
      freeOne: 'Bebas bunga 1 bulan',
      freeMany: 'Bebas bunga {{months}} bulan',
    },
    scenario: {
      PAY_LATTER: 'Pay Later',
      CASH_LOAN: 'Instant Cash',
    },
    status: {
      used: 'Sudah dipakai',
      expired: 'Kedaluwarsa',
    },
    minimum: 'Min. transaksi',
    noMinimum: 'Tanpa minimum',
    terms: 'Tenor',
    anyTerm: 'Semua tenor',
    termList: '{{terms}} bulan',
    maxDiscount: 'Maks. diskon',
    claimed: 'Diklaim',
    validUntil: 'Berlaku s.d.',
    usedOn: 'Dipakai',
    loading: 'Memuat kupon...',
    noMore: 'Semua kupon sudah ditampilkan',
  },
} as const;
