import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFaceStep } from './face-seed';

export default defineScenario({
  id: 'face.blurry',
  title: 'Face detection: face blurry',
  description:
    'The flow is at FACE_SCANNING with 5 face attempts today. On /face tap "Mulai Verifikasi", then "Ambil Foto Wajah" and pick a photo named face-blurry.jpg (FACE_INFO carries the file name): the retry screen says \'Wajah kamu tidak terlihat jelas. Tahan ponsel dengan stabil dan coba lagi.\', with 4 attempts left today.',
  tags: ['onboarding', 'face'],
  covers: ['face.blurry'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => {
    seedFaceStep(state);
  },
});
