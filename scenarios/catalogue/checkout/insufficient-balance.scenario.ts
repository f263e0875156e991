import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';
import {
  CHECKOUT_CLOCK,
  SEEDED_ORDERS,
  checkoutPath,
  merchantOrder,
  setAvailablePoints,
  setSpendableBalance,
} from './checkout-seed';

export default defineScenario({
  id: 'checkout.insufficient-balance',
  title: 'Checkout: the balance does not cover the order',
  description:
    "The cashier of a Rp1.250.000 order with only Rp150.000 in Allo Pay and no points: the balance part says 'Maaf, saldo kamu tidak cukup.' and the order cannot be paid from it (the bank refuses such a payment with the same text, 80471001, and moves nothing). Pay Later for the rest makes it payable.",
  tags: ['checkout', 'wallet'],
  covers: ['checkout.failed'],
  path: checkoutPath(SEEDED_ORDERS.short),
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    noBill(state, faker, { creditLimit: 10_000_000 });
    setSpendableBalance(state, 150_000);
    setAvailablePoints(state, 0);
    merchantOrder(state, faker, {
      mpcOrderNo: SEEDED_ORDERS.short,
      goods: [
        ['Mesin Espresso Rumahan', 1_100_000, 1],
        ['Biji Kopi Arabika Toraja 500 g', 150_000, 1],
      ],
    });
  },
});
