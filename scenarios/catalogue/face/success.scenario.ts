import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFaceStep } from './face-seed';

export default defineScenario({
  id: 'face.success',
  title: 'Face detection: face matched',
  description:
    'The flow is at FACE_SCANNING with 5 face attempts today. On /face tap "Mulai Verifikasi", then "Ambil Foto Wajah" and pick any photo whose name has no magic token (e.g. face.jpg): the bank passes it (STATUS T), "Wajah berhasil diverifikasi"; "Lanjutkan" completes the step and opens the OTP step.',
  tags: ['onboarding', 'face'],
  covers: ['face.success'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => {
    seedFaceStep(state);
  },
});
