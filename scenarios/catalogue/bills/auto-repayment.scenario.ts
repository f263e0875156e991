import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.auto-repayment',
  title: 'Auto-repayment information',
  description:
    "A line with a bill ready: repay_info answers IS_AUTO_PAY_ONLINE 'Y'. The auto-repayment screen says it is on, how it works (the bill is debited from the Allo Pay balance on the due date) and that it cannot be turned off (spec section 4): no switch.",
  tags: ['bill'],
  covers: ['bill.auto-repayment'],
  path: '/paylater/bills/auto-repayment',
  seed: (state, faker) => {
    billReady(state, faker);
  },
});
