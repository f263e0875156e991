export default {
  title: 'Pengaturan akun',
};
