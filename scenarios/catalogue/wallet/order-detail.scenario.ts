import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';
import {
  CHECKOUT_CLOCK,
  ROASTERY_GOODS,
  merchantOrder,
  payOrder,
  setAvailablePoints,
  setSpendableBalance,
} from '../checkout/checkout-seed';

/** The paid order this scenario opens. */
export const DETAIL_ORDER = 'MPC2026112180000201';

export default defineScenario({
  id: 'wallet.order-detail',
  title: 'One order in detail: paid three ways',
  description:
    'The detail of a Rp350.000 payment made 90 minutes ago: successful, paid with 10.000 points (Rp10.000), Rp150.000 Pay Later and Rp190.000 from Allo Pay, with the goods, the merchant and the order numbers.',
  tags: ['wallet'],
  covers: ['wallet.balance-transactions'],
  path: `/wallet/balance/detail?no=${DETAIL_ORDER}`,
  clock: CHECKOUT_CLOCK,
  seed: (state, faker) => {
    noBill(state, faker, { creditLimit: 10_000_000 });
    setSpendableBalance(state, 1_000_000);
    setAvailablePoints(state, 60_000);
    const order = merchantOrder(state, faker, {
      mpcOrderNo: DETAIL_ORDER,
      goods: ROASTERY_GOODS,
      minutesAgo: 92,
    });
    payOrder(state, order, { points: 10_000, paylater: 150_000, terms: 6, minutesAgo: 90 });
  },
});
