import { defineScenario } from '../../define-scenario';
import { setMpcStatus } from '../../generators/credit-presets';
import { cashAvailable } from '../../generators/cash-presets';
import { CASH_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.mpc-frozen',
  title: 'Instant Cash on a frozen customer account (mpcStatus F)',
  description:
    'The customer of cash.available, in the bank app, but the bank froze the customer account: query/status, pre_check and member_info answer mpcStatus F, /paylater/cash shows the frozen account message with no withdrawal, and try/loan and apply/loan answer 80461060 (also in the spec-only profile, which has no ACCT_STATUS).',
  tags: ['cash', 'account'],
  covers: ['account.frozen'],
  path: CASH_PATH,
  seed: (state, faker) => {
    cashAvailable(state, faker);
    setMpcStatus(state, 'F');
  },
});
