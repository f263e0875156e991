import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'apply.rejected-low-score',
  title: 'Rejected: low credit score',
  description:
    'The bank rejected the application for a low credit score (an overdue repayment); reapply from 21 Feb 2027.',
  tags: ['apply'],
  covers: ['apply.rejected-low-score'],
  path: '/',
  seed: (state) => {
    seedApplied(state, {
      decision: 'REJECTED',
      rejectReason: 'LOW_CREDIT_SCORE',
      rejectDetail: 'OVERDUE_REPAYMENT',
      creditScoreLevel: 'LOW',
    });
  },
});
