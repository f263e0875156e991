import { defineScenario } from '../../define-scenario';
import { exhaustAttempts } from '../../../fake-bank/model/onboarding';
import { FACE_CLOCK, seedFaceStep } from './face-seed';

export default defineScenario({
  id: 'face.limit-reached',
  title: 'Face detection: attempts for today used up',
  description:
    'The 5 face attempts of today are used up (10:00 WIB): /face shows the limit screen, "Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB" (no face ticket is issued). Moving the clock to the next day (POST /__fake-bank/clock {"advanceDays":1}) releases them. From a flow with attempts left, a photo named face-limit.jpg uses up the day at once.',
  tags: ['onboarding', 'face'],
  covers: ['face.limit-reached'],
  path: '/face',
  clock: FACE_CLOCK,
  seed: (state) => {
    seedFaceStep(state);
    exhaustAttempts(state.onboarding.face, FACE_CLOCK);
  },
});
