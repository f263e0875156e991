import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.connect-failed',
  title: 'Video banking: the call fails to connect',
  description:
    'A session at place 1 whose call will fail to connect (vb.connectFails, once): the first poll hands it to an agent (connecting, for one more poll), then the connection fails. Try again joins the queue again (another of the 3 attempts), and that call connects.',
  tags: ['video-banking'],
  covers: ['vb.connect-failed'],
  path: '/video-banking',
  polls: { vb_connecting: 1 },
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'QUEUING', { startPos: 1 });
    state.onboarding.vb.connectFails = true;
  },
});
