import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFaceStep } from './face-seed';

export default defineScenario({
  id: 'face.low-light',
  title: 'Face detection: insufficient light',
  description:
    'The flow is at FACE_SCANNING with 5 face attempts today. On /face tap "Mulai Verifikasi", then "Ambil Foto Wajah" and pick a photo named face-dark.jpg (FACE_INFO carries the file name): the retry screen says \'Cahaya kurang. Pindah ke tempat yang lebih terang dan coba lagi.\' (face-low-light works too), with 4 attempts left today.',
  tags: ['onboarding', 'face'],
  covers: ['face.low-light'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => {
    seedFaceStep(state);
  },
});
