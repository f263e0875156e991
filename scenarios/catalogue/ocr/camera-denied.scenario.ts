import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.camera-denied',
  title: 'Camera access off: go to settings',
  description:
    'The phone answers the camera request with status 0 (device.camera denied). "Ambil Foto e-KTP" on /ocr, or opening /ocr/camera, shows "Akses kamera nonaktif" with "Buka Pengaturan" (the bridge opens the settings). Face detection asks the same way.',
  tags: ['onboarding', 'ocr', 'face'],
  covers: ['ocr.camera-denied'],
  path: '/ocr',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
    state.device.camera = 'denied';
  },
});
