import { defineScenario } from '../../define-scenario';
import { nikAtRest } from '../../../fake-bank/model/onboarding-personal';
import { IDENTITY_CLOCK, seedRefusedScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.different-card',
  title: 'ID scan: a different card than the one scanned earlier',
  description:
    "The customer's e-KTP was scanned before (an earlier application), and a photo of today showed another card (1 of 5 attempts used). /ocr/camera opens on 'e-KTP ini berbeda dengan yang kamu foto sebelumnya. Silakan gunakan e-KTP sebelumnya.' By hand: a photo named ktp-other-card.jpg; a NIK other than the earlier card typed on the confirm-data or manual form is refused the same way.",
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.different-card'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedRefusedScan(state, 'ONB_OCR_DIFFERENT_CARD');
    Object.assign(state.onboarding.ocr, nikAtRest(state.customer.nik, 'seed'));
  },
});
