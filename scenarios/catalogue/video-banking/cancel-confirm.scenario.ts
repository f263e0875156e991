import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.cancel-confirm',
  title: 'Video banking: leave the queue (confirmation)',
  description:
    "A session queuing at place 8. 'Keluar dari antrean' (or the back button) asks first; 'Keluar' leaves the queue (opType 2, the attempt stays used) and returns to the start screen, 'Tetap di antrean' keeps the place. Ending a connected call asks the same way.",
  tags: ['video-banking'],
  covers: ['vb.cancel-confirm'],
  path: '/video-banking',
  hint: "Tap 'Keluar dari antrean' (or back): the leave-queue confirmation.",
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'QUEUING', { startPos: 8 });
  },
});
