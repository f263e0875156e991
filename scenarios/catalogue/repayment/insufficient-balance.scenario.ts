import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { REPAY_CLOCK, REPAY_PAY_ALL_PATH, setSpendableBalance } from './repay-seed';

export default defineScenario({
  id: 'repay.insufficient-balance',
  title: 'The Allo Pay balance is too small',
  description:
    "The bill is ready but only Rp50.000 is spendable in Allo Pay: /paylater/repayment/pay?mode=all says 'Maaf, saldo kamu tidak cukup.' at the balance and pays by Virtual Account instead. The bank refuses a balance repayment above the balance with the same text (80461021), and any repayment of the magic amount 10101 (any method).",
  tags: ['repay'],
  covers: ['repay.insufficient-balance'],
  path: REPAY_PAY_ALL_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    setSpendableBalance(state, 50_000);
  },
});
