import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.connecting',
  title: 'Video banking: connecting to the agent',
  description:
    'An agent took the call: the session is connecting for two more status polls (polls.vb_connecting 2, about 4 s), then the call connects (vb.connected).',
  tags: ['video-banking'],
  covers: ['vb.connecting'],
  path: '/video-banking',
  polls: { vb_connecting: 2 },
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'CONNECTING');
  },
});
