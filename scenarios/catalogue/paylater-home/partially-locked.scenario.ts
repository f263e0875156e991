import { defineScenario } from '../../define-scenario';
import { blocked } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.partially-locked',
  title: 'Pay Later home: partially locked (block code A)',
  description:
    'Block code A (Z works the same): Instant Cash is refused, Pay Later purchases and repayments are not; the banner says part of the account is locked.',
  tags: ['home'],
  covers: ['home.partially-locked'],
  path: '/paylater/home',
  seed: (state, faker) => {
    blocked(state, faker, 'A');
  },
});
