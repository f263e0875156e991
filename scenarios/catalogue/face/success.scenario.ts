import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedPassedFaceCheck } from './face-seed';

export default defineScenario({
  id: 'face.success',
  title: 'Face detection: face matched',
  description:
    'A face check of today passed (STATUS T, its face session on the flow). /face opens on "Wajah berhasil diverifikasi"; "Lanjutkan" completes the FACE_SCANNING step and opens the OTP step. By hand: from face.education, "Mulai Verifikasi", "Ambil Foto Wajah" and any photo without a magic token in its name (e.g. face.jpg).',
  tags: ['onboarding', 'face'],
  covers: ['face.success'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => seedPassedFaceCheck(state),
});
