import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession, vbSessionIdAt } from './vb-seed';

/** Joined the queue half a minute before the 20:00 end of the service hours. */
const JOINED = '2026-11-21T19:59:30+07:00';

export default defineScenario({
  id: 'vb.queue-closed',
  title: 'Video banking: the queue closed with the service hours',
  description:
    'A session joined the queue at place 9 at 19:59:30 WIB and was still waiting when the service hours ended at 20:00 (session status CLOSED); the clock is 20:00:30. Its screen says the queue was closed and offers to schedule later, with the next opening (Sunday 22 Nov 2026, 08:00 WIB). Live: vb.queue with the clock moved past 20:00 closes the same way.',
  tags: ['video-banking'],
  covers: ['vb.schedule-later'],
  path: `/video-banking/session?id=${vbSessionIdAt(JOINED)}`,
  clock: '2026-11-21T20:00:30+07:00',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    const session = seedSession(state, 'CLOSED', { startPos: 9 });
    session.sessionId = vbSessionIdAt(JOINED);
    session.createdAt = JOINED;
  },
});
