import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.pre-approved',
  title: 'Result: pre-approved',
  description:
    'Applied and approved (Rp15.000.000) with the Pay Later flow not done yet: the result page congratulates and shows the limit.',
  tags: ['apply'],
  covers: ['result.pre-approved'],
  path: '/result',
  seed: (state) => {
    seedApplied(state, { decision: 'APPROVED', creditLimit: '15000000' });
  },
});
