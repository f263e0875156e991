import { defineScenario } from '../../../define-scenario';
import { billReady, deactivateAccount } from '../../../generators/credit-presets';
import { ROASTERY_GOODS, SEEDED_ORDERS, checkoutPath, merchantOrder } from '../../checkout/checkout-seed';

/** The merchant order waiting in this scenario: its cashier offers the balance, not Pay Later. */
const DEACTIVATED_CHECKOUT = checkoutPath(SEEDED_ORDERS.pay);

export default defineScenario({
  id: 'account.deactivated',
  title: 'Account permanently deactivated: Pay Later and money moves closed',
  description: `A line with a bill ready that the bank deactivated for good (terms lifecycle, section 4): the home says so, with the amount still owed and a link to customer service (Help); the limit card says the limit cannot be used; pay and get cash are disabled. try/loan, apply/loan, Pay Later at checkout and apply/repay answer 80461063; no automatic debit runs. Bills and transactions can still be read. A Rp350.000 merchant order waits at ${DEACTIVATED_CHECKOUT}: its cashier says Pay Later cannot be used and takes the Allo Pay balance.`,
  tags: ['account'],
  covers: ['account.deactivated'],
  path: '/paylater/home',
  seed: (state, faker) => {
    billReady(state, faker);
    deactivateAccount(state);
    merchantOrder(state, faker, { mpcOrderNo: SEEDED_ORDERS.pay, goods: ROASTERY_GOODS });
  },
});
