import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, justRepaid, REPAY_CLOCK, REPAY_RESULT_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.result-processing',
  title: 'Repayment result: processing, then still processing',
  description:
    'The whole bill paid from the Allo Pay balance a minute ago; repay_result answers processing 20 times. /paylater/repayment/result polls every 2000 ms: "processing" with progress text while it polls, "still processing" with a refresh after 10 answers. Any repayment from the balance made in this session is processing too.',
  tags: ['repay'],
  covers: ['repay.result-processing'],
  path: REPAY_RESULT_PATH,
  clock: REPAY_CLOCK,
  polls: { repay_result: 20 },
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
    justRepaid(state, { outcome: 'S' });
  },
});
