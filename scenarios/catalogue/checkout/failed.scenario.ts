import { defineScenario } from '../../define-scenario';
import {
  CHECKOUT_CLOCK,
  SEEDED_ORDERS,
  checkoutResultPath,
  failOrder,
  merchantOrder,
  setSpendableBalance,
} from './checkout-seed';

export default defineScenario({
  id: 'checkout.failed',
  title: "Checkout: 'We couldn't process your payment'",
  description:
    "A Rp99.999 order (the magic total that fails) whose payment failed a minute ago: 'Kami tidak dapat memproses pembayaran kamu.' and nothing taken. Paying any order of Rp99.999 (checkout.fails) ends the same way after the right PIN.",
  tags: ['checkout', 'wallet'],
  covers: ['checkout.failed'],
  path: checkoutResultPath(SEEDED_ORDERS.failed),
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    setSpendableBalance(state, 1_500_000);
    const order = merchantOrder(state, faker, {
      mpcOrderNo: SEEDED_ORDERS.failed,
      goods: [['Paket Kopi Spesial', 99_999, 1]],
      minutesAgo: 2,
    });
    failOrder(order, { points: 0, paylater: 0 });
  },
});
