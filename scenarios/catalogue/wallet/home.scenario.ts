import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';
import { CHECKOUT_CLOCK } from '../checkout/checkout-seed';

export default defineScenario({
  id: 'wallet.home',
  title: 'Wallet home (Allo Pay+)',
  description:
    "The home of an Allo Pay+ customer with a Pay Later line: Allo Pay with the balance (and what processing orders hold), points with yesterday's earned points, coupons, Allo Explore, the upgrade to Allo Prime at 5%, Hot Deals, top recommendations, Must Read News and the prompt to open or download the app. Each entry opens its screen.",
  tags: ['wallet'],
  covers: ['wallet.home'],
  path: '/wallet',
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    noBill(state, faker, { creditLimit: 10_000_000 });
  },
});
