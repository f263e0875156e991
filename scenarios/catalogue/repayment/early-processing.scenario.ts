import { defineScenario } from '../../define-scenario';
import { repaymentProcessing } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_EARLY_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.early-processing',
  title: 'Early repayment refused while a repayment is processing',
  description:
    "A bill repayment of half the bill, sent an hour ago, is still processing (repay_result answers processing 20 times): every loan on /paylater/repayment/early shows 'Pembayaran sebelumnya masih diproses. Silakan coba lagi nanti.' and no pay action (80461025).",
  tags: ['repay'],
  covers: ['repay.early-processing'],
  path: REPAY_EARLY_PATH,
  clock: REPAY_CLOCK,
  polls: { repay_result: 20 },
  seed: (state, faker) => {
    repaymentProcessing(state, faker);
    ampleBalance(state);
  },
});
