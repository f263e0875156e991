import { defineScenario } from '../../define-scenario';
import {
  CHECKOUT_CLOCK,
  SEEDED_ORDERS,
  checkoutPath,
  merchantOrder,
  setAvailablePoints,
  setSpendableBalance,
} from './checkout-seed';

export default defineScenario({
  id: 'checkout.fails',
  title: 'Checkout: an order of the magic total that fails',
  description:
    "The cashier of a Rp99.999 order with Rp1.500.000 in Allo Pay. Paying it with the PIN 135790 fails: 'Kami tidak dapat memproses pembayaran kamu.' (checkout.failed), the order is marked failed and nothing is taken.",
  tags: ['checkout', 'wallet'],
  covers: ['checkout.failed'],
  path: checkoutPath(SEEDED_ORDERS.fails),
  hint: 'Pay with PIN 135790: a Rp99.999 order fails.',
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    setSpendableBalance(state, 1_500_000);
    setAvailablePoints(state, 5_000);
    merchantOrder(state, faker, {
      mpcOrderNo: SEEDED_ORDERS.fails,
      goods: [['Paket Kopi Spesial', 99_999, 1]],
    });
  },
});
