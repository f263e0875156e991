import { defineScenario } from '../../define-scenario';
import { exhaustAttempts } from '../../../fake-bank/model/onboarding';
import { IDENTITY_CLOCK, seedOcrStep } from './ocr-seed';

export default defineScenario({
  id: 'ocr.limit-reached',
  title: 'ID scan: attempts for today used up',
  description:
    'The 5 scan attempts of today are used up (10:00 WIB): /ocr/camera shows the limit screen, "Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB". Moving the clock to the next day (POST /__fake-bank/clock {"advanceDays":1}) releases the attempts. From any other flow at OCR, a photo named ktp-limit.jpg uses up the day at once.',
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.limit-reached'],
  path: '/ocr/camera',
  clock: IDENTITY_CLOCK,
  seed: (state) => {
    seedOcrStep(state);
    exhaustAttempts(state.onboarding.ocr, IDENTITY_CLOCK);
  },
});
