import { defineScenario } from '../../../define-scenario';
import { closedAccount } from '../../../generators/credit-presets';

export default defineScenario({
  id: 'account.closed',
  title: 'Account closed: nothing to pay or borrow, the history still readable',
  description:
    'A line closed per the terms (zero Allo Pay balance, every bill settled, nothing left to bill): the home says the account is closed, pay and get cash are disabled, and its link opens the past bills. try/loan, apply/loan, Pay Later at checkout and apply/repay answer 80461064; bills, repayment records and transactions still answer.',
  tags: ['account'],
  covers: ['account.closed'],
  path: '/paylater/home',
  seed: (state, faker) => {
    closedAccount(state, faker);
  },
});
