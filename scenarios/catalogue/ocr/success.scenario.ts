import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.success',
  title: 'ID scan: the card is read, confirm-data form prefilled',
  description:
    'The flow is at OCR with 5 scan attempts today. On /ocr/camera pick any photo whose name has no magic token (e.g. ktp.jpg) and tap "Gunakan Foto": the bank reads the customer\'s own e-KTP and /ocr/confirm opens prefilled with NIK, name, birth place, date of birth (and the gender the NIK encodes). "Data Sudah Benar" completes the OCR step and opens face detection.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.success'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
  },
});
