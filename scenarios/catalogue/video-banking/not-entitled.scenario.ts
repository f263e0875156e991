import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking } from './vb-seed';

export default defineScenario({
  id: 'vb.not-entitled',
  title: 'Video banking: not entitled to a bigger limit',
  description:
    'The bank does not offer this applicant a bigger limit (vb.entitled false): no call is needed, the application is still reviewed. Continue completes the VEDIO_BANKING step and goes on to the PIN.',
  tags: ['video-banking'],
  covers: ['vb.not-entitled'],
  path: '/video-banking',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    state.onboarding.vb.entitled = false;
  },
});
