import { defineScenario } from '../../define-scenario';
import { TOP_UP_CLOCK, TOP_UP_STORE_PATH, setWalletBalance } from './topup-seed';

export default defineScenario({
  id: 'topup.minimum-english',
  title: 'Top-up amount below the minimum, in English',
  description:
    "As topup.minimum on a phone set to en-US, on the store form: an empty amount says 'Enter the top-up amount', below Rp10.000 'The minimum top-up is Rp10.000', as the bank answers in English (80471011).",
  tags: ['topup', 'wallet', 'validation', 'lang'],
  covers: ['topup.minimum'],
  path: TOP_UP_STORE_PATH,
  hint: 'Leave the amount empty, or type less than 10000.',
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    setWalletBalance(state, 1_250_000);
    state.device.locale = 'en-US';
  },
});
