import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFailedFaceCheck } from './face-seed';

export default defineScenario({
  id: 'face.retry',
  title: 'Face detection: retry after an unsuccessful attempt',
  description:
    'One face check of today failed (result F, 4 attempts left). /face opens on the retry screen, "Verifikasi wajah belum berhasil", with the tips; "Coba Lagi" opens the camera again. Any failed attempt (face-blurry.jpg, face-dark.jpg, face-accessories.jpg) leads here too, with its advice and the attempts left.',
  tags: ['onboarding', 'face'],
  covers: ['face.retry'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => seedFailedFaceCheck(state),
});
