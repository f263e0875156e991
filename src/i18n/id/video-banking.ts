export default {
  title: 'Video Banking',
  body: 'Kamu akan melakukan panggilan video singkat dengan petugas bank untuk memastikan identitas kamu.',
};
