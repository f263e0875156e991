import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_PLAN_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.plan',
  title: 'Repayment plan: two overdue bills with late fees',
  description:
    'Two statements unpaid, the older 35 days overdue: /paylater/repayment shows the total due large in the overdue colour, the late fee, each unpaid bill with its overdue days (tap one to pay that bill), the billed amounts per loan, that auto-payment is on and cannot be turned off, and the way to early repayment. "Bayar semua" pays everything (Allo Pay balance Rp9.000.000; PIN 135790).',
  tags: ['repay'],
  covers: ['repay.plan'],
  path: REPAY_PLAN_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    overdue(state, faker, 35);
    ampleBalance(state);
  },
});
