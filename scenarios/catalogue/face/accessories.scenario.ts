import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFailedFaceCheck } from './face-seed';

export default defineScenario({
  id: 'face.accessories',
  title: 'Face detection: accessories detected',
  description:
    "A face check of today found accessories (1 of 5 attempts used). /face opens on the retry screen: 'Wajah tertutup aksesori', 'Lepaskan aksesori seperti kacamata, masker atau topi, lalu coba lagi.', the tips and \"Coba Lagi\". By hand: a face photo named face-accessories.jpg.",
  tags: ['onboarding', 'face'],
  covers: ['face.accessories'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => seedFailedFaceCheck(state, 'ONB_FACE_ACCESSORIES'),
});
