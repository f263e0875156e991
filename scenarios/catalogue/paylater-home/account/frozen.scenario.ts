import { defineScenario } from '../../../define-scenario';
import { billReady, freezeAccount } from '../../../generators/credit-presets';

export default defineScenario({
  id: 'account.frozen',
  title: 'Account frozen: Pay Later blocked',
  description:
    'A line with a bill ready on a frozen account (the wallet core account status F): the home shows the frozen account message; get cash disabled; try/loan, apply/loan and Pay Later at checkout answer 80461060 with the same message; bills can still be paid.',
  tags: ['account'],
  covers: ['account.frozen'],
  path: '/paylater/home',
  seed: (state, faker) => {
    billReady(state, faker);
    freezeAccount(state);
  },
});
