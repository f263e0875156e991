import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.queue',
  title: 'Video banking: waiting in the queue',
  description:
    'A session queuing at place 4 (4 minutes). /video-banking resumes it: each status poll (every 2 s) and each minute on the session clock moves it one place; at place 0 an agent takes the call (connecting). POST /__fake-bank/simulate/agent-pickup takes it at once.',
  tags: ['video-banking'],
  covers: ['vb.queue'],
  path: '/video-banking',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'QUEUING', { startPos: 4 });
  },
});
