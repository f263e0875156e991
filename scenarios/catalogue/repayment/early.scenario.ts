import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_EARLY_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.early',
  title: 'Early repayment of one loan',
  description:
    "The bill is ready and nothing is overdue: /paylater/repayment/early lists the running loans with their pay-off amounts (pay_off_info). Choosing one shows the breakdown (principal, interest, early repayment fee of 10 % of the principal instalment, fees, total); pay it off in full (IOURepay) from the Allo Pay balance (Rp9.000.000) with PIN 135790, or by Virtual Account. Loans in their last term are refused with the bank's reason.",
  tags: ['repay'],
  covers: ['repay.early'],
  path: REPAY_EARLY_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
  },
});
