import { defineScenario } from '../../define-scenario';
import { FACE_CLOCK, seedFaceStep } from './face-seed';

export default defineScenario({
  id: 'face.accessories',
  title: 'Face detection: accessories detected',
  description:
    'The flow is at FACE_SCANNING with 5 face attempts today. On /face tap "Mulai Verifikasi", then "Ambil Foto Wajah" and pick a photo named face-accessories.jpg (FACE_INFO carries the file name): the retry screen says \'Lepaskan aksesori seperti kacamata, masker atau topi, lalu coba lagi.\', with 4 attempts left today.',
  tags: ['onboarding', 'face'],
  covers: ['face.accessories'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => {
    seedFaceStep(state);
  },
});
