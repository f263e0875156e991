import { defineScenario } from '../../define-scenario';
import { cashJustWithdrawn } from '../../generators/cash-presets';
import { CASH_RESULT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.result-success',
  title: 'Instant Cash result: success within seconds',
  description:
    'A withdrawal of Rp1.000.000 (3 months) applied a minute ago and paid out: /paylater/cash/result opens on the success (transaction_status answers it at the first poll), the money arrives within seconds; "Lihat rincian pinjaman" opens the loan receipt. The same result follows any withdrawal in this session (PIN 135790). Processing first: cash.result-processing.',
  tags: ['cash'],
  covers: ['cash.result-success'],
  path: CASH_RESULT_PATH,
  seed: (state, faker) => cashJustWithdrawn(state, faker),
});
