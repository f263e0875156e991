import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.flexible-high',
  title: 'Flexible result: credit score high',
  description:
    'Applied and approved with credit-score level HIGH: the flexible result page with the level and the app download prompt.',
  tags: ['apply'],
  covers: ['result.flexible-high'],
  path: '/flexible/result',
  seed: (state) => {
    seedApplied(state, { decision: 'APPROVED', creditScoreLevel: 'HIGH', creditLimit: '100000000' });
  },
});
