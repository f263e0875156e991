export default {
  title: 'Keanggotaan',
  titles: {
    index: 'Level member',
  },
  status: {
    label: 'Level kamu',
    points: '{{points}} poin terkumpul',
    progress: 'Kemajuan level {{percent}}',
    toNext: 'Kumpulkan {{points}} poin lagi untuk naik ke {{level}}',
    top: 'Selamat! Kamu sudah di level tertinggi, {{level}}.',
    valid: 'Level berlaku sampai {{date}}',
  },
  range: {
    between: '{{start}} - {{end}} poin',
    from: 'Mulai {{start}} poin',
  },
  track: {
    title: 'Level member',
    here: 'Kamu di sini',
  },
  benefits: {
    current: 'Keuntungan {{level}}',
    next: 'Keuntungan di {{level}}',
  },
  links: {
    points: 'Lihat poin saya',
    coupons: 'Ke Pusat kupon',
  },
} as const;
