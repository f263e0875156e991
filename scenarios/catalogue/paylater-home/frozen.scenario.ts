import { defineScenario } from '../../define-scenario';
import { blocked } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.frozen',
  title: 'Pay Later home: the line is frozen (block code F)',
  description:
    "A line with a bill ready and block code F (locked class; F reads as frozen): a grey banner, Pay Later and Instant Cash refused ('Akun kamu dibekukan atau dikunci sementara.'), paying the bill still open.",
  tags: ['home'],
  covers: ['home.frozen'],
  path: '/paylater/home',
  seed: (state, faker) => {
    blocked(state, faker, 'F');
  },
});
