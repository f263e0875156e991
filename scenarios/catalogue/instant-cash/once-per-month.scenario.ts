import { defineScenario } from '../../define-scenario';
import { inBankApp } from '../../generators/cash-presets';
import { cashTakenThisMonth } from '../../generators/credit-presets';
import { CASH_AMOUNT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.once-per-month',
  title: 'Instant Cash: already withdrawn this month',
  description:
    "An Instant Cash of Rp500.000 earlier this month (November 2026, bank clock): every cash step (intro, amount) shows the bank's refusal 'Instant Cash hanya dapat ditarik satu kali setiap bulan.' with the next date (1 Des 2026) and no withdrawal, and the Pay Later home's 'Tarik dana' is off with the same date. Move the clock to 1 December (POST /__fake-bank/clock { \"date\": \"2026-12-01T10:00:00+07:00\" }) and it works again.",
  tags: ['cash'],
  covers: ['cash.once-per-month'],
  path: CASH_AMOUNT_PATH,
  seed: (state, faker) => {
    cashTakenThisMonth(state, faker);
    inBankApp(state);
  },
});
