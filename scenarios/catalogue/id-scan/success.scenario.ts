import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedReadScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.success',
  title: 'ID scan: the card is read, confirm-data form prefilled',
  description:
    'A scan of today read the customer\'s own e-KTP (its session on the flow). /ocr/confirm opens prefilled with what the bank read (ocr/pre_check answers the last scan): NIK, name, birth place, date of birth and the gender the NIK encodes. "Data Sudah Benar" completes the OCR step and opens face detection. By hand: on /ocr/camera any photo without a magic token in its name (e.g. ktp.jpg), then "Gunakan Foto".',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.success'],
  path: '/ocr/confirm',
  clock: IDENTITY_CLOCK,
  seed: (state) => seedReadScan(state),
});
