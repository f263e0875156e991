import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'apply.under-review',
  title: 'Application under review',
  description:
    'The application was sent and the bank is reviewing it (decision REVIEW): the apply screen says it is under review.',
  tags: ['apply'],
  covers: ['apply.under-review'],
  path: '/',
  seed: (state) => {
    seedApplied(state, { decision: 'REVIEW' });
  },
});
