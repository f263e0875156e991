import { defineScenario } from '../../define-scenario';
import { cashJustWithdrawn } from '../../state/cash-presets';
import { CASH_RESULT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.result-success',
  title: 'Instant Cash result: success within seconds',
  description:
    'A withdrawal of Rp1.000.000 (3 months) applied a minute ago; transaction_status answers processing twice, then success: the money arrives within seconds; "Lihat rincian pinjaman" opens the loan receipt. The same result follows any withdrawal in this session (PIN 135790).',
  tags: ['cash'],
  covers: ['cash.result-success'],
  path: CASH_RESULT_PATH,
  polls: { transaction_status: 2 },
  seed: (state, faker) => cashJustWithdrawn(state, faker),
});
