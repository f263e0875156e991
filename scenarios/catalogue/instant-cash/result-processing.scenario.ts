import { defineScenario } from '../../define-scenario';
import { cashJustWithdrawn } from '../../generators/cash-presets';
import { CASH_RESULT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.result-processing',
  title: 'Instant Cash result: processing, then on the way',
  description:
    'A withdrawal of Rp1.000.000 (3 months) applied a minute ago; transaction_status answers processing 20 times. /paylater/cash/result polls every 2000 ms: "processing" while it polls, "on the way" after 10 answers. Any withdrawal made in this session is processing too.',
  tags: ['cash'],
  covers: ['cash.result-processing'],
  path: CASH_RESULT_PATH,
  polls: { transaction_status: 20 },
  seed: (state, faker) => cashJustWithdrawn(state, faker),
});
