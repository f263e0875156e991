import { defineScenario } from '../../define-scenario';
import { holdPoints } from './points-seed';

export default defineScenario({
  id: 'points.balance',
  title: 'Points: balance and yesterday’s earned points',
  description:
    'A wallet customer with points: point_bal answers the available points, 12.000 points held for an order being processed, the points that lapse tomorrow and the points earned yesterday. The points page shows them, with the way to the history, the membership page and the coupon centre.',
  tags: ['points', 'loyalty'],
  covers: ['points.balance'],
  path: '/points',
  seed: (state) => {
    holdPoints(state, 12_000);
  },
});
