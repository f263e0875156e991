import { defineScenario } from '../../define-scenario';
import { overdue } from '../../state/credit-presets';
import { ampleBalance, REPAY_CLOCK } from './repay-seed';

export default defineScenario({
  id: 'repay.overdue-journey',
  title: 'Overdue with a late fee, and enough balance to pay it all',
  description:
    'As home.overdue-late-fee (the statement due 5 days ago unpaid, with a late fee) with Rp 9.000.000 spendable in Allo Pay: from /paylater/home, "Bayar tagihan", "Bayar semua", Saldo Allo Pay and PIN 135790 repay everything; the home then shows the bill paid, and a day later (POST /__fake-bank/clock { "advanceDays": 1 }) no late fee grows.',
  tags: ['repay', 'home'],
  covers: ['repay.all', 'repay.result-success'],
  path: '/paylater/home',
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    overdue(state, faker, 5);
    ampleBalance(state);
  },
});
