export default {
  title: 'Upgrade akun',
};
