export default {
  title: 'Verifikasi Wajah',
  body: 'Pastikan wajah kamu terlihat jelas, di tempat yang terang, tanpa kacamata atau masker.',
};
