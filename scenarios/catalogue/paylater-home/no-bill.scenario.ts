import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.no-bill',
  title: 'Pay Later home: no bill this month (N)',
  description:
    'Loans in the past, all paid, nothing billed on the current statement (account use status N): the home says there is no bill; get cash is open.',
  tags: ['home'],
  covers: ['home.no-bill'],
  path: '/paylater/home',
  seed: (state, faker) => {
    noBill(state, faker);
  },
});
