import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.camera-denied',
  title: 'Camera access off: go to settings',
  description:
    'The phone answers the camera request with status 0 (device.camera denied). /ocr/camera asks for the camera on arrival and shows "Akses kamera nonaktif" with "Buka Pengaturan" (the bridge opens the settings); "Ambil Foto e-KTP" on /ocr does the same. Face detection asks the same way.',
  tags: ['onboarding', 'ocr', 'face'],
  covers: ['ocr.camera-denied'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
    state.device.camera = 'denied';
  },
});
