import { defineScenario } from '../../define-scenario';
import { inBankApp } from '../../generators/cash-presets';
import { onlyPay } from '../../generators/credit-presets';
import { CASH_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.only-pay',
  title: 'Instant Cash: the limit only pays',
  description:
    'A line with a cash limit of 0 that has bought with Pay Later but never taken Instant Cash: /paylater/cash explains the limit can only be used for Pay Later purchases, no withdrawal; the bank refuses with 80461008.',
  tags: ['cash'],
  covers: ['cash.only-pay'],
  path: CASH_PATH,
  seed: (state, faker) => {
    onlyPay(state, faker);
    inBankApp(state);
  },
});
