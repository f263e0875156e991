import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';
import { ampleBalance } from '../repayment/repay-seed';

export default defineScenario({
  id: 'home.overdue-late-fee',
  title: 'Pay Later home: overdue with a late fee',
  description:
    'The statement due 5 days ago is unpaid: a red banner with the amount due and the late fee (amount due x 0,10 % x 20 days, counted from the day after the print date). POST /__fake-bank/clock { advanceDays: 1 }: 6 days and one more day of late fee, on screen and in personal_center. Rp9.000.000 in Allo Pay: "Bayar tagihan", "Bayar semua" and PIN 135790 pay it all back (the home turns repaid).',
  tags: ['home'],
  covers: ['home.overdue-late-fee'],
  path: '/paylater/home',
  seed: (state, faker) => {
    overdue(state, faker, 5);
    ampleBalance(state);
  },
});
