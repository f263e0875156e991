import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.flexible-medium',
  title: 'Flexible result: credit score medium',
  description:
    'Applied and approved with credit-score level MEDIUM: the flexible result page with the level and the app download prompt.',
  tags: ['apply'],
  covers: ['result.flexible-medium'],
  path: '/flexible/result',
  seed: (state) => {
    seedApplied(state, { decision: 'APPROVED', creditScoreLevel: 'MEDIUM', creditLimit: '25000000' });
  },
});
