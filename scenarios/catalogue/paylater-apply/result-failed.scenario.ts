import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.failed',
  title: 'Result: failed',
  description:
    'Applied and rejected for bank policy: the failed result page with the reapply date 21 Feb 2027.',
  tags: ['apply'],
  covers: ['result.failed'],
  path: '/result/failed',
  seed: (state) => {
    seedApplied(state, { decision: 'REJECTED', rejectReason: 'BANK_POLICY' });
  },
});
