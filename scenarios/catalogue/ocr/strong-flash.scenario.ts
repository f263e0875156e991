import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.strong-flash',
  title: 'ID scan: strong flash on the card',
  description:
    'The flow is at OCR with 5 scan attempts today. On /ocr/camera pick a photo named ktp-flash.jpg (any file whose name contains ktp-flash) and tap "Gunakan Foto": strong flash: retake advice \'Terdapat pantulan cahaya pada e-KTP. Hindari flash atau cahaya yang terlalu terang.\', with 4 attempts left today.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.strong-flash'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
  },
});
