export default {
  title: 'Verifikasi keamanan',
  body: 'Ketik huruf dan angka yang kamu lihat pada gambar sebelum kami mengirim kode baru.',
  imageAlt: 'Gambar captcha',
  loading: 'Memuat captcha',
  refresh: 'Gambar baru',
  inputLabel: 'Kode captcha',
  invalid: 'Masukkan 4 sampai 8 huruf atau angka sesuai gambar.',
  cancel: 'Batal',
  confirm: 'Lanjutkan',
};
