import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { withCycleActivity } from './bill-seed';

export default defineScenario({
  id: 'bill.ready',
  title: 'Bill detail: the bill is ready, with spending, Instant Cash and a refund',
  description:
    "The current statement printed and unpaid, due in 10 days (STMT_STATUS N), and in its cycle new Pay Later purchases, an Instant Cash of Rp1.000.000 (3 months) and a 30 % refund of the cycle's first purchase. The detail (no ?month: the current statement) shows the summary (spending, Instant Cash, refunds, late fee, paid, balance), the instalments grouped Spending / Instant Cash and 'Bayar tagihan ini' (to /paylater/repayment/pay?mode=bill&month=). POST /__fake-bank/clock { advanceDays: 11 } makes it overdue with a late fee.",
  tags: ['bill'],
  covers: ['bill.ready'],
  path: '/paylater/bills/detail',
  seed: (state, faker) => {
    billReady(state, faker);
    withCycleActivity(state, faker);
  },
});
