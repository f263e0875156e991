import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.flexible-low',
  title: 'Flexible result: credit score low',
  description:
    'Applied and approved with credit-score level LOW: the flexible result page with the level and the app download prompt.',
  tags: ['apply'],
  covers: ['result.flexible-low'],
  path: '/flexible/result',
  seed: (state) => {
    seedApplied(state, { decision: 'APPROVED', creditScoreLevel: 'LOW', creditLimit: '2000000' });
  },
});
