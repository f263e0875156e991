import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.different-card',
  title: 'ID scan: a different card than the one scanned earlier',
  description:
    "The customer's e-KTP was scanned before (an earlier application). On /ocr/camera pick a photo named ktp-other-card.jpg: the bank reads another NIK and refuses, 'e-KTP ini berbeda dengan yang kamu foto sebelumnya. Silakan gunakan e-KTP sebelumnya.' A NIK other than the earlier card typed on the confirm-data or manual form is refused the same way.",
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.different-card'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
    state.onboarding.ocr.scannedNik = state.customer.nik;
  },
});
