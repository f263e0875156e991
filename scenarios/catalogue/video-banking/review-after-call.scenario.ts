import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession, vbSessionIdAt } from './vb-seed';

const CLOCK = '2026-11-21T10:00:00+07:00';

export default defineScenario({
  id: 'vb.review-after-call',
  title: 'Video banking: passed, anti-fraud review (not entitled)',
  description:
    'A video call the agent has just finished and passed, with the anti-fraud decision REVIEW. Its result screen checks the call (session_result) and the anti-fraud decision (submit/antifraud answers REVIEW): not entitled to a bigger limit, the application is still reviewed; Continue completes the VEDIO_BANKING step and goes on to the PIN.',
  tags: ['video-banking'],
  covers: ['vb.not-entitled'],
  path: `/video-banking/result?id=${vbSessionIdAt(CLOCK)}`,
  clock: CLOCK,
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'FINISHED');
    state.onboarding.vb.antifraud = { actionType: 'REVIEW', controlPeriod: '0' };
  },
});
