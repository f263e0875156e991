import { defineScenario } from '../../define-scenario';
import { cashBelowMinimum } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.below-min-withdrawal',
  title: 'Pay Later home: cash available below the minimum withdrawal',
  description:
    'A Rp2.000.000 line with a 20 % cash share: Rp400.000 of cash is below the first plan minimum of Rp500.000 (cash state not available): get cash disabled with the minimum under it.',
  tags: ['home'],
  covers: ['home.below-min-withdrawal'],
  path: '/paylater/home',
  seed: (state, faker) => {
    cashBelowMinimum(state, faker);
  },
});
