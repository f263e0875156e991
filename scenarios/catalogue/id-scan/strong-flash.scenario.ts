import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedRefusedScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.strong-flash',
  title: 'ID scan: strong flash on the card',
  description:
    "A photo of today had a strong flash on the card (1 of 5 attempts used). /ocr/camera opens on the retake advice 'Terdapat pantulan cahaya pada e-KTP. Hindari flash atau cahaya yang terlalu terang.' with 4 attempts left today. By hand: a photo named ktp-flash.jpg does the same.",
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.strong-flash'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => seedRefusedScan(state, 'ONB_OCR_STRONG_FLASH'),
});
