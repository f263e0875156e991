import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFailedFaceCheck } from './face-seed';

export default defineScenario({
  id: 'face.blurry',
  title: 'Face detection: face blurry',
  description:
    "A face check of today came back blurry (1 of 5 attempts used; query/face_result answers F with its code). /face opens on the retry screen: 'Foto wajah buram', 'Wajah kamu tidak terlihat jelas. Tahan ponsel dengan stabil dan coba lagi.', the tips and \"Coba Lagi\". By hand: a face photo named face-blurry.jpg (FACE_INFO carries the file name).",
  tags: ['onboarding', 'face'],
  covers: ['face.blurry'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => seedFailedFaceCheck(state, 'ONB_FACE_BLURRY'),
});
