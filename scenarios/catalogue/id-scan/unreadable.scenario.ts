import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedUnreadableScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.unreadable',
  title: 'ID scan: data unreadable, manual form offered',
  description:
    'A scan of today read nothing (1 of 5 attempts used, its session on the flow). /ocr/camera opens on \'Data e-KTP tidak dapat dibaca. Silakan isi data secara manual.\' with the button "Isi Data Manual" to /ocr/manualinput, and 4 attempts left to retake. By hand: a photo named ktp-unreadable.jpg does the same.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.unreadable'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => seedUnreadableScan(state),
});
