import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_EARLY_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.early-overdue-first',
  title: 'Early repayment refused while a bill is overdue',
  description:
    "A statement is 5 days overdue: every loan on /paylater/repayment/early shows 'Silakan bayar tagihan yang terlambat terlebih dahulu.' and no pay action (80461024); the primary action pays the overdue bills.",
  tags: ['repay'],
  covers: ['repay.early-overdue-first'],
  path: REPAY_EARLY_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    overdue(state, faker, 5);
    ampleBalance(state);
  },
});
