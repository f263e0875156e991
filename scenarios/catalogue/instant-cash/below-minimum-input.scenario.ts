import { defineScenario } from '../../define-scenario';
import { cashAvailable } from '../../generators/cash-presets';
import { CASH_AMOUNT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.below-minimum-input',
  title: 'Instant Cash: an amount at or below the minimum loan amount',
  description:
    "Cash available (minimum loan amount Rp500.000). Type 500000 or less in the amount: 'Jumlah Instant Cash harus melebihi jumlah pinjaman minimum.' under the field and no way on; try/loan and apply/loan refuse the same amount with the same text (80461006).",
  tags: ['cash'],
  covers: ['cash.below-minimum-input'],
  path: CASH_AMOUNT_PATH,
  hint: 'Type 500000 or less in the amount.',
  seed: (state, faker) => cashAvailable(state, faker),
});
