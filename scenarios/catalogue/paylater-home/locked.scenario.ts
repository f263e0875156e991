import { defineScenario } from '../../define-scenario';
import { blocked } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.locked',
  title: 'Pay Later home: the line is locked (block code B)',
  description:
    'A line with a bill ready and block code B (n works the same): a grey banner that the line is locked; get cash disabled, paying the bill still open.',
  tags: ['home'],
  covers: ['home.locked'],
  path: '/paylater/home',
  seed: (state, faker) => {
    blocked(state, faker, 'B');
  },
});
