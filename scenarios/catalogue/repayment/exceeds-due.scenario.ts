import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, repayBillPath } from './repay-seed';

export default defineScenario({
  id: 'repay.exceeds-due',
  title: 'A repayment above the amount due',
  description:
    "As repay.bill: type more than the bill's balance in the amount and 'Masukkan tidak lebih dari nilai tagihan' appears under the field, no payment. apply/repay refuses a TOT_AMOUNT above what is due with the same text (80461020), and the screen shows it under the field when it comes back (e.g. the bill was partly paid in another tab meanwhile).",
  tags: ['repay'],
  covers: ['repay.exceeds-due'],
  path: repayBillPath(),
  hint: "Type more than the bill's balance in the amount.",
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
  },
});
