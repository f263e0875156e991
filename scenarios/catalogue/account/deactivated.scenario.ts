import { defineScenario } from '../../define-scenario';
import { billReady, deactivateAccount } from '../../state/credit-presets';

export default defineScenario({
  id: 'account.deactivated',
  title: 'Account permanently deactivated: Pay Later and money moves closed',
  description:
    'A line with a bill ready that the bank deactivated for good (terms lifecycle, section 4): the home says so, with the amount still owed and a link to customer service (Help); pay and get cash are disabled. try/loan, apply/loan, Pay Later at checkout and apply/repay answer 80461063; no automatic debit runs. Bills and transactions can still be read.',
  tags: ['account'],
  covers: ['account.deactivated'],
  path: '/paylater/home',
  seed: (state, faker) => {
    billReady(state, faker);
    deactivateAccount(state);
  },
});
