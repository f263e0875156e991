import { defineScenario } from '../../define-scenario';
import { CHECKOUT_CLOCK, setSpendableBalance } from '../checkout/checkout-seed';

export default defineScenario({
  id: 'wallet.home-basic',
  title: 'Wallet home of a basic Allo Pay customer',
  description:
    'The home of an unregistered Allo Pay customer (tier 1, balance cap Rp2.000.000) without Pay Later: Rp850.000 in Allo Pay; the upgrade offers Allo Prime at 5% and Allo Pay+.',
  tags: ['wallet'],
  covers: ['wallet.home'],
  path: '/wallet',
  clock: CHECKOUT_CLOCK,
  seed: (state) => {
    state.customer.mpcLevel = '1';
    setSpendableBalance(state, 850_000);
  },
});
