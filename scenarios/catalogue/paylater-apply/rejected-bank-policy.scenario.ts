import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'apply.rejected-bank-policy',
  title: 'Rejected: bank criteria or policy',
  description:
    'The bank rejected the application for its criteria or policy; the bank dates the reapply 3 months after the decision (21 Feb 2027).',
  tags: ['apply'],
  covers: ['apply.rejected-bank-policy'],
  path: '/',
  seed: (state) => {
    seedApplied(state, { decision: 'REJECTED', rejectReason: 'BANK_POLICY' });
  },
});
