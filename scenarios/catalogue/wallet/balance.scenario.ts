import { defineScenario } from '../../define-scenario';
import { CHECKOUT_CLOCK } from '../checkout/checkout-seed';

export default defineScenario({
  id: 'wallet.balance-transactions',
  title: 'Balance transactions and orders',
  description:
    'The Allo Pay balance and 12 months of orders (top-ups, payments, transfers in and out, refunds) in every status: 0 waiting for payment, 1 processing, 2 successful, 3 failed, 4 cancelled, 5 refunded. Newest first, grouped by month, 10 a page as the list scrolls; filter by status; each opens its detail.',
  tags: ['wallet'],
  covers: ['wallet.balance-transactions'],
  path: '/wallet/balance',
  clock: CHECKOUT_CLOCK,
});
