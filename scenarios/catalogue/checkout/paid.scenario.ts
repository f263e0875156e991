import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';
import {
  CHECKOUT_CLOCK,
  ROASTERY_GOODS,
  SEEDED_ORDERS,
  checkoutResultPath,
  merchantOrder,
  payOrder,
  setAvailablePoints,
  setSpendableBalance,
} from './checkout-seed';

export default defineScenario({
  id: 'checkout.paid',
  title: 'Checkout: paid with balance, points and Pay Later',
  description:
    'A Rp350.000 order paid a minute ago: 40.000 points (Rp40.000), Rp200.000 with Pay Later in 3 months and Rp110.000 from Allo Pay. The result shows how it was paid and the balance (Rp2.000.000), points (0) and Pay Later limit after it; the loan is on the credit line and the order among the balance transactions.',
  tags: ['checkout', 'wallet'],
  covers: ['checkout.paid'],
  path: checkoutResultPath(SEEDED_ORDERS.paid),
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    noBill(state, faker, { creditLimit: 10_000_000 });
    setSpendableBalance(state, 2_110_000);
    setAvailablePoints(state, 40_000);
    const order = merchantOrder(state, faker, {
      mpcOrderNo: SEEDED_ORDERS.paid,
      goods: ROASTERY_GOODS,
      minutesAgo: 3,
    });
    payOrder(state, order, { points: 40_000, paylater: 200_000, terms: 3 });
  },
});
