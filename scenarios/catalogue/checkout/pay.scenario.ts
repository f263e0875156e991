import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';
import {
  CHECKOUT_CLOCK,
  ROASTERY_GOODS,
  SEEDED_ORDERS,
  checkoutPath,
  merchantOrder,
  setAvailablePoints,
  setSpendableBalance,
} from './checkout-seed';

export default defineScenario({
  id: 'checkout.pay',
  title: 'Checkout: an order waiting for payment',
  description:
    'The cashier of a Rp350.000 order of a coffee roaster (made as tran/sync_order makes it): Rp2.000.000 in Allo Pay, 25.000 points (worth Rp25.000) and a Pay Later line. Split it between points, Pay Later (with a tenor) and the balance and confirm with the PIN 135790 to reach checkout.paid; a wrong PIN is refused and counts (5 a day lock the PIN), nothing is paid.',
  tags: ['checkout', 'wallet'],
  covers: ['checkout.paid'],
  path: checkoutPath(SEEDED_ORDERS.pay),
  hint: 'Split the payment and confirm with PIN 135790.',
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    noBill(state, faker, { creditLimit: 10_000_000 });
    setSpendableBalance(state, 2_000_000);
    setAvailablePoints(state, 25_000);
    merchantOrder(state, faker, { mpcOrderNo: SEEDED_ORDERS.pay, goods: ROASTERY_GOODS });
  },
});
