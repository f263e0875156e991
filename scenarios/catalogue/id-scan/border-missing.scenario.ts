import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedRefusedScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.border-missing',
  title: 'ID scan: the card border is missing',
  description:
    "A photo of today missed the card's border (1 of 5 attempts used). /ocr/camera opens on the retake advice 'Seluruh sisi e-KTP harus terlihat di dalam bingkai.' with 4 attempts left today. By hand: a photo named ktp-no-border.jpg does the same.",
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.border-missing'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => seedRefusedScan(state, 'ONB_OCR_BORDER_MISSING'),
});
