import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.border-missing',
  title: 'ID scan: the card border is missing',
  description:
    'The flow is at OCR with 5 scan attempts today. On /ocr/camera pick a photo named ktp-no-border.jpg (any file whose name contains ktp-no-border) and tap "Gunakan Foto": border missing: retake advice \'Seluruh sisi e-KTP harus terlihat di dalam bingkai.\', with 4 attempts left today.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.border-missing'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
  },
});
