import { defineScenario } from '../../define-scenario';
import { cashAvailable } from '../../generators/cash-presets';
import { CASH_AMOUNT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.below-minimum-input-english',
  title: 'Instant Cash: an amount below the minimum, in English',
  description:
    "As cash.below-minimum-input on a phone set to en-US: typing 500000 or less shows 'Instant Cash must exceed the minimum loan amount', as the bank answers in English.",
  tags: ['cash', 'lang'],
  covers: ['cash.below-minimum-input'],
  path: CASH_AMOUNT_PATH,
  hint: 'Type 500000 or less in the amount.',
  seed: (state, faker) => {
    cashAvailable(state, faker);
    state.device.locale = 'en-US';
  },
});
