import { defineScenario } from '../../define-scenario';
import { holdPoints, withLongHistory } from './points-seed';

export default defineScenario({
  id: 'points.detail',
  title: 'Points history: every category, paged',
  description:
    'A long points history over the last year (point_detail): purchases, campaign bonuses, monthly member rewards, points redeemed in payments, returned, held and lapsed. The history page lists it newest first, grouped by month, more on scroll (20 a page); the category chips (0 all to 7 held) filter it, and an empty category says so.',
  tags: ['points', 'loyalty'],
  covers: ['points.detail'],
  path: '/points/history',
  seed: (state, faker) => {
    withLongHistory(state, faker, 40);
    holdPoints(state, 8_000);
  },
});
