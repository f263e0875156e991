export default {
  title: 'Help centre',
};
