import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFailedFaceCheck } from './face-seed';

export default defineScenario({
  id: 'face.low-light',
  title: 'Face detection: insufficient light',
  description:
    "A face check of today came back too dark (1 of 5 attempts used). /face opens on the retry screen: 'Tempat terlalu gelap', 'Cahaya kurang. Pindah ke tempat yang lebih terang dan coba lagi.', the tips and \"Coba Lagi\". By hand: a face photo named face-dark.jpg (or face-low-light).",
  tags: ['onboarding', 'face'],
  covers: ['face.low-light'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => seedFailedFaceCheck(state, 'ONB_FACE_LOW_LIGHT'),
});
