import { defineScenario } from '../../define-scenario';
import { billReady } from '../../state/credit-presets';
import { ampleBalance, purchaseToday, REPAY_CLOCK, REPAY_EARLY_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.early-transaction-day',
  title: 'Early repayment refused on the transaction day',
  description:
    'A Pay Later purchase at Gadget Store Mandiri Digital (Rp1.200.000, 3 months) made an hour ago: /paylater/repayment/early shows \'Pelunasan dipercepat tidak tersedia pada hari transaksi.\' for it and no pay action (80461023). Move the clock a day (POST /__fake-bank/clock { "advanceDays": 1 }) and it can be paid off.',
  tags: ['repay'],
  covers: ['repay.early-transaction-day'],
  path: REPAY_EARLY_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    purchaseToday(state);
    ampleBalance(state);
  },
});
