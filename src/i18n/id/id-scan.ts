export default {
  title: 'Foto e-KTP',
  body: 'Siapkan e-KTP asli kamu. Kami akan memotretnya untuk memastikan identitas kamu.',
};
