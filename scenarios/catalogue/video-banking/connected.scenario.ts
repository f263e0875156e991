import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.connected',
  title: 'Video banking: in the call with the agent',
  description:
    "In the call (agent's tile, own preview, timer, hang up). The agent finishes it 300 s after it connected on the session clock, or at once with POST /__fake-bank/simulate/agent-finish; the call passes, the VEDIO_BANKING step completes and the flow goes on to the PIN (/pin/set).",
  tags: ['video-banking'],
  covers: ['vb.connected'],
  path: '/video-banking',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'CONNECTED');
  },
});
