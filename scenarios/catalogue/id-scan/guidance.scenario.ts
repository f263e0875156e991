import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.guidance',
  title: 'ID scan: guidance before the camera',
  description:
    'The Pay Later flow is at the ID scan (OCR). /ocr shows what a good e-KTP photo looks like (sharp, whole, no glare) and the tips; "Ambil Foto e-KTP" asks for the camera and opens /ocr/camera.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.guidance'],
  path: '/ocr',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
  },
});
