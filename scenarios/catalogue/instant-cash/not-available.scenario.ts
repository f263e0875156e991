import { defineScenario } from '../../define-scenario';
import { inBankApp } from '../../generators/cash-presets';
import { cashBelowMinimum } from '../../generators/credit-presets';
import { CASH_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.not-available',
  title: 'Instant Cash not available: cash limit below the minimum loan amount',
  description:
    "Credit limit Rp2.000.000 with 20 % as cash: the Instant Cash limit (Rp400.000) is below the plan's minimum loan amount (Rp500.000). /paylater/cash explains it and offers no withdrawal; the bank refuses with 80461007.",
  tags: ['cash'],
  covers: ['cash.not-available'],
  path: CASH_PATH,
  seed: (state, faker) => {
    cashBelowMinimum(state, faker);
    inBankApp(state);
  },
});
