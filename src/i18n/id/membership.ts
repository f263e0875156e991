export default {
  title: 'Keanggotaan',
};
