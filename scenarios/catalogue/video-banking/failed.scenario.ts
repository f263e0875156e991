import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession, vbSessionIdAt } from './vb-seed';

const CLOCK = '2026-11-21T10:00:00+07:00';

export default defineScenario({
  id: 'vb.failed',
  title: 'Video banking failed',
  description:
    "A finished call in which the agent found the face did not match the e-KTP photo: the result lists it, with the attempts left (2 of 3) and a new try. From vb.start, a mother's first name other than 'Kartini' fails the same way.",
  tags: ['video-banking'],
  covers: ['vb.failed'],
  path: `/video-banking/result?id=${vbSessionIdAt(CLOCK)}`,
  clock: CLOCK,
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'FINISHED');
    state.onboarding.vb.findings.isFaceTheSame = false;
  },
});
