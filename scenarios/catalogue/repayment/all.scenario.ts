import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_PAY_ALL_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.all',
  title: 'Pay everything due',
  description:
    'The November 2026 bill is ready (due 1 December 2026) and the Allo Pay balance is Rp9.000.000: /paylater/repayment/pay?mode=all shows the whole amount due, fixed, and the two methods. Saldo Allo Pay asks for the PIN (135790; another PIN gets the bank\'s wrong-PIN message and the attempts left) and pays at once; Virtual Account opens the transfer page (send the transfer with POST /__fake-bank/simulate/va-payment { "vaCode": <the number shown>, "amount": <the amount> }).',
  tags: ['repay'],
  covers: ['repay.all'],
  path: REPAY_PAY_ALL_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
  },
});
