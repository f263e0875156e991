export default {
  title: 'Pay Later',
};
