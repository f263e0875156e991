import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedRefusedScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.blurry',
  title: 'ID scan: the photo is blurry',
  description:
    "A photo of today came back blurry (1 of 5 attempts used; ocr/pre_check reports the last scan). /ocr/camera opens on the retake advice 'Foto e-KTP buram. Pastikan foto jelas dan tidak bergerak.' with 4 attempts left today. By hand: a photo named ktp-blurry.jpg (any name containing ktp-blurry) does the same.",
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.blurry'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => seedRefusedScan(state, 'ONB_OCR_BLURRY'),
});
