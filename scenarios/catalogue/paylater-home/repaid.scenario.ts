import { defineScenario } from '../../define-scenario';
import { repaid } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.repaid',
  title: 'Pay Later home: the bill of this month is repaid',
  description:
    'The current statement (due in 5 days) is already paid in full (F, cleaned): a green banner that the bill is repaid.',
  tags: ['home'],
  covers: ['home.repaid'],
  path: '/paylater/home',
  seed: (state, faker) => {
    repaid(state, faker);
  },
});
