import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.verifying',
  title: 'Result: verifying',
  description: 'Applied, the bank is reviewing (decision REVIEW): the result page says it is being verified.',
  tags: ['apply'],
  covers: ['result.verifying'],
  path: '/result',
  seed: (state) => {
    seedApplied(state, { decision: 'REVIEW' });
  },
});
