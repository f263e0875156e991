import { defineScenario } from '../../../define-scenario';
import { billReady, lockTemporarily } from '../../../generators/credit-presets';

export default defineScenario({
  id: 'account.temporarily-locked',
  title: 'Account temporarily locked until tomorrow',
  description:
    'The bank locked the account for 24 hours (paylater.lockedUntil 2026-11-22 10:00 WIB): the home shows until when; Pay Later and Instant Cash answer 80461061. POST /__fake-bank/clock { advanceDays: 1 } lifts the lock.',
  tags: ['account'],
  covers: ['account.temporarily-locked'],
  path: '/paylater/home',
  seed: (state, faker) => {
    billReady(state, faker);
    lockTemporarily(state, 24);
  },
});
