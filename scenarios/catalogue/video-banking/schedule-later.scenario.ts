import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking } from './vb-seed';

export default defineScenario({
  id: 'vb.schedule-later',
  title: 'Video banking: outside service hours',
  description:
    'Saturday 21:30 WIB, after the 08:00-20:00 service hours: the screen offers to schedule later, with the next opening (Sunday 22 Nov 2026, 08:00 WIB). Moving the clock into the service hours opens the start screen.',
  tags: ['video-banking'],
  covers: ['vb.schedule-later'],
  path: '/video-banking',
  clock: '2026-11-21T21:30:00+07:00',
  seed: seedAtVideoBanking,
});
