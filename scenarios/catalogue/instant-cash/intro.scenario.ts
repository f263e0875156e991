import { defineScenario } from '../../define-scenario';
import { cashAvailable } from '../../generators/cash-presets';
import { CASH_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.intro',
  title: 'Instant Cash: the intro',
  description:
    'A Pay Later customer in the bank app who may withdraw (statement repaid, Instant Cash limit half the credit limit): /paylater/cash opens the intro (what Instant Cash is, the limit, arrives within seconds, once a month); "Tarik dana" leads to the amount.',
  tags: ['cash'],
  covers: ['cash.intro'],
  path: CASH_PATH,
  seed: (state, faker) => cashAvailable(state, faker),
});
