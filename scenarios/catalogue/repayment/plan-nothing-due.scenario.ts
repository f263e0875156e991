import { defineScenario } from '../../define-scenario';
import { repaid } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK, REPAY_PLAN_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.plan-nothing-due',
  title: 'Repayment plan with nothing due',
  description:
    'The current statement is already paid and nothing else is billed: /paylater/repayment says there is nothing to pay (Rp0, paid) and leads to early repayment of the loans still running.',
  tags: ['repay'],
  covers: ['repay.plan'],
  path: REPAY_PLAN_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    repaid(state, faker);
    ampleBalance(state);
  },
});
