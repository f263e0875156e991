import { defineScenario } from '../../define-scenario';
import { inBankApp } from '../../generators/cash-presets';
import { overdue } from '../../generators/credit-presets';
import { CASH_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.repay-first',
  title: 'Instant Cash: repay the overdue bill first',
  description:
    'A statement is 5 days overdue (with a late fee): /paylater/cash explains that Instant Cash is unavailable until the overdue bills are repaid, and offers no withdrawal. The bank refuses try/loan and apply/loan the same (80461005).',
  tags: ['cash'],
  covers: ['cash.repay-first'],
  path: CASH_PATH,
  seed: (state, faker) => {
    overdue(state, faker, 5);
    inBankApp(state);
  },
});
