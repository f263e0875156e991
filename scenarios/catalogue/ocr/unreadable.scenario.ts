import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.unreadable',
  title: 'ID scan: data unreadable, manual form offered',
  description:
    'The flow is at OCR with 5 scan attempts today. On /ocr/camera pick a photo named ktp-unreadable.jpg (any file whose name contains ktp-unreadable) and tap "Gunakan Foto": data unreadable: \'Data e-KTP tidak dapat dibaca. Silakan isi data secara manual.\' and the button "Isi Data Manual" to /ocr/manualinput, with 4 attempts left today.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.unreadable'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
  },
});
