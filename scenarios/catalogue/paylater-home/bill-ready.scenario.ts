import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.bill-ready',
  title: 'Pay Later home: the bill is ready, due in 10 days',
  description:
    'The current statement printed and unpaid, due in 10 days (H, in due): a blue banner with the amount and the due date; pay the bill open. POST /__fake-bank/clock { advanceDays: 3 } turns it into due in 7 days.',
  tags: ['home'],
  covers: ['home.bill-ready'],
  path: '/paylater/home',
  seed: (state, faker) => {
    billReady(state, faker);
  },
});
