import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFaceStep } from './face-seed';

export default defineScenario({
  id: 'face.education',
  title: 'Face detection: education screen',
  description:
    'The Pay Later flow is at FACE_SCANNING (form and ID scan done). /face explains the check: good light, no glasses, mask or hat, the face inside the oval; "Mulai Verifikasi" asks for the camera.',
  tags: ['onboarding', 'face'],
  covers: ['face.education'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => {
    seedFaceStep(state);
  },
});
