export default {
  title: 'Pusat bantuan',
};
