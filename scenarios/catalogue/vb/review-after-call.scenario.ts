import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.review-after-call',
  title: 'Video banking: passed, anti-fraud review (not entitled)',
  description:
    'In a call that will pass, with the anti-fraud decision REVIEW. When the agent finishes (POST /__fake-bank/simulate/agent-finish) submit/antifraud answers REVIEW: not entitled to a bigger limit, the application is still reviewed; Continue goes on to the PIN.',
  tags: ['video-banking'],
  covers: ['vb.not-entitled'],
  path: '/video-banking',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'CONNECTED');
    state.onboarding.vb.antifraud = { actionType: 'REVIEW', controlPeriod: '0' };
  },
});
