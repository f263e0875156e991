import { defineScenario } from '../../define-scenario';
import { TOP_UP_CLOCK, TOP_UP_QRIS_PATH, setIncomingThisMonth, setWalletBalance } from './topup-seed';

export default defineScenario({
  id: 'topup.tier-cap',
  title: 'Allo Pay balance cap: Rp1.950.000 of Rp2.000.000 used',
  description:
    'An Allo Pay (basic) customer holding Rp1.950.000: a top-up may be Rp50.000 at most. Above it the form and the bank (80471009, with the tier’s numbers in ret_data) refuse with the cap of Rp2.000.000 and the way to upgrade; a virtual-account transfer above it is refused too.',
  tags: ['topup', 'wallet', 'tiers'],
  covers: ['topup.tier-cap'],
  path: TOP_UP_QRIS_PATH,
  hint: 'Type more than 50000 in the amount.',
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    state.customer.mpcLevel = '1';
    setWalletBalance(state, 1_950_000);
    setIncomingThisMonth(state, 400_000);
  },
});
