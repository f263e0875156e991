import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, purchaseToday, REPAY_CLOCK, REPAY_EARLY_PATH, TODAY_PURCHASE_REF } from './repay-seed';

export default defineScenario({
  id: 'repay.early-transaction-day',
  title: 'Early repayment refused on the transaction day',
  description:
    "A Pay Later purchase at Gadget Store Mandiri Digital (Rp1.200.000, 3 months) made an hour ago: the scenario opens that loan's early repayment (/paylater/repayment/early?ref=LR20261121990001), which shows 'Pelunasan dipercepat tidak tersedia pada hari transaksi.' and no pay action (80461023); 'Kembali ke daftar pinjaman' shows the same under the loan in the list. Move the clock a day (POST /__fake-bank/clock { \"advanceDays\": 1 }) and it can be paid off.",
  tags: ['repay'],
  covers: ['repay.early-transaction-day'],
  path: `${REPAY_EARLY_PATH}?ref=${TODAY_PURCHASE_REF}`,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    purchaseToday(state).refNbr = TODAY_PURCHASE_REF;
    ampleBalance(state);
  },
});
