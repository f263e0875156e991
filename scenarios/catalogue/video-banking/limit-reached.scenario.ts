import { defineScenario } from '../../define-scenario';
import { exhaustAttempts } from '../../../fake-bank/model/onboarding';
import { seedAtVideoBanking } from './vb-seed';

export default defineScenario({
  id: 'vb.limit-reached',
  title: 'Video banking: attempts of the day used up',
  description:
    'All 3 video banking sessions of today used: the screen says so and when they come back (00:00 WIB, 22 Nov 2026). Moving the clock past midnight (POST /__fake-bank/clock {"date":"2026-11-22T09:00:00+07:00"}) releases them.',
  tags: ['video-banking'],
  covers: ['vb.limit-reached'],
  path: '/video-banking',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    exhaustAttempts(state.onboarding.vb, state.customer.createdAt);
  },
});
