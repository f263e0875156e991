import { defineScenario } from '../../define-scenario';
import { newCredit } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.new-credit',
  title: 'Pay Later home: a new credit line (W)',
  description:
    'A credit line of a few days ago with no loan yet (account use status W, cash state new credit): the home shows the whole limit available, the banner that the new limit is ready, and get cash open.',
  tags: ['home'],
  covers: ['home.new-credit'],
  path: '/paylater/home',
  seed: (state, faker) => {
    newCredit(state, faker);
  },
});
