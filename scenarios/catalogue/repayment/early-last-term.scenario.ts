import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, lastTermPurchase, REPAY_CLOCK, REPAY_EARLY_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.early-last-term',
  title: 'Early repayment refused in the last term',
  description:
    "A one-term Pay Later purchase at Optik Mata Terang (Rp350.000) is billed on the current statement: nothing is left to bill, so /paylater/repayment/early shows 'Pelunasan dipercepat tidak tersedia di periode terakhir. Silakan bayar dari halaman siklus tagihan.' for it, with no pay action and a way to the bills (the bank refuses IOURepay with 80461022).",
  tags: ['repay'],
  covers: ['repay.early-last-term'],
  path: REPAY_EARLY_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    lastTermPurchase(state);
    ampleBalance(state);
  },
});
