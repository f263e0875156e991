import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession } from './vb-seed';

export default defineScenario({
  id: 'vb.queue-closed',
  title: 'Video banking: the queue closes with the service hours',
  description:
    'Queuing at place 9 at 19:59:30 WIB. When the service hours end (20:00 on the session clock, or POST /__fake-bank/clock {"advanceMinutes":1}) the session closes and the screen offers to schedule later, with the next opening.',
  tags: ['video-banking'],
  covers: ['vb.schedule-later'],
  path: '/video-banking',
  clock: '2026-11-21T19:59:30+07:00',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'QUEUING', { startPos: 9 });
  },
});
