export default {
  title: 'Isi saldo',
};
