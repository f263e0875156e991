import { defineScenario } from '../../define-scenario';
import { blocked } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.loss',
  title: 'Pay Later home: the line is reported lost (block code R)',
  description:
    'Block code R (S works the same, loss): the line cannot be used; the banner asks to contact customer service; paying the bill still open.',
  tags: ['home'],
  covers: ['home.loss'],
  path: '/paylater/home',
  seed: (state, faker) => {
    blocked(state, faker, 'R');
  },
});
