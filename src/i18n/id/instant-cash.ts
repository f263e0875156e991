export default {
  title: 'Instant Cash',
};
