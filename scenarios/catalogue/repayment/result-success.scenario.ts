import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, justRepaid, REPAY_CLOCK, REPAY_RESULT_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.result-success',
  title: 'Repayment result: success',
  description:
    'The whole bill paid from the Allo Pay balance a minute ago and booked: /paylater/repayment/result opens on the success (repay_result answers it at the first poll) with the amount, time, reference and the allocation per loan, the balance debited once. The same follows any repayment from the balance in this session (PIN 135790). Processing first: repay.result-processing.',
  tags: ['repay'],
  covers: ['repay.result-success'],
  path: REPAY_RESULT_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
    justRepaid(state, { outcome: 'S' });
  },
});
