import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_EARLY_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.early-overdue-first-english',
  title: 'Early repayment refused while overdue, in English',
  description:
    "As repay.early-overdue-first on a phone set to en-US: the bank's reason arrives in English, 'Please pay your overdue bills first.'",
  tags: ['repay', 'lang'],
  covers: ['repay.early-overdue-first'],
  path: REPAY_EARLY_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    overdue(state, faker, 5);
    ampleBalance(state);
    state.device.locale = 'en-US';
  },
});
