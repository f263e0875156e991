import { defineScenario } from '../../define-scenario';
import { TOP_UP_CLOCK, TOP_UP_DEBIT_CARD_PATH, setIncomingThisMonth, setWalletBalance } from './topup-seed';

export default defineScenario({
  id: 'topup.tier-cap-incoming',
  title: 'Allo Pay+ monthly incoming cap: Rp19.950.000 of Rp20.000.000 received',
  description:
    'An Allo Pay+ customer who received Rp19.950.000 this month (balance Rp3.000.000): a top-up may be Rp50.000 at most until next month. Above it the form and the bank (80471010) refuse with the monthly cap of Rp20.000.000; Allo Prime has no incoming limit.',
  tags: ['topup', 'wallet', 'tiers'],
  covers: ['topup.tier-cap'],
  path: TOP_UP_DEBIT_CARD_PATH,
  hint: 'Type more than 50000 in the amount.',
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    state.customer.mpcLevel = '2';
    setWalletBalance(state, 3_000_000);
    setIncomingThisMonth(state, 19_950_000);
  },
});
