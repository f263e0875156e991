export default {
  title: 'Pusat kupon',
};
