import { defineScenario } from '../../define-scenario';
import { cashJustWithdrawn } from '../../generators/cash-presets';
import { CASH_RESULT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.result-failed',
  title: 'Instant Cash result: the withdrawal failed',
  description:
    "A withdrawal of the magic amount Rp505.050 applied a minute ago; its payout fails: 'Kami tidak berhasil memproses penarikan dana.' Nothing is booked and the month's withdrawal is still free. By hand: withdraw 505050 from cash.available.",
  tags: ['cash'],
  covers: ['cash.result-failed'],
  path: CASH_RESULT_PATH,
  seed: (state, faker) => cashJustWithdrawn(state, faker, { outcome: 'F' }),
});
