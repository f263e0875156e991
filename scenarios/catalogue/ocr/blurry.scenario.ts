import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.blurry',
  title: 'ID scan: the photo is blurry',
  description:
    'The flow is at OCR with 5 scan attempts today. On /ocr/camera pick a photo named ktp-blurry.jpg (any file whose name contains ktp-blurry) and tap "Gunakan Foto": blurry: retake advice \'Foto e-KTP buram. Pastikan foto jelas dan tidak bergerak.\', with 4 attempts left today.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.blurry'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
  },
});
