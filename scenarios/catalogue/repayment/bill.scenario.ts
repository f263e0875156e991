import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, repayBillPath } from './repay-seed';

export default defineScenario({
  id: 'repay.bill',
  title: 'Pay one bill, in full or in part',
  description:
    "The November 2026 bill is ready (due 1 December 2026): /paylater/repayment/pay?mode=bill&month=202611 starts with the bill's balance as the amount; any smaller amount pays part of it (BillRepay, the bank allocates oldest first). Pay from the Allo Pay balance (Rp9.000.000) with PIN 135790, or by Virtual Account. Magic amounts: 10101 is refused for a balance too small, 10202 fails afterwards with nothing deducted.",
  tags: ['repay'],
  covers: ['repay.bill'],
  path: repayBillPath(),
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
  },
});
