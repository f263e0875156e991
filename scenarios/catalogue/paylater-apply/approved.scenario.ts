import { defineScenario } from '../../define-scenario';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'apply.approved',
  title: 'Application approved with a limit',
  description:
    'The bank approved the application with a limit of Rp15.000.000: the apply screen shows it with the limit-approved dialog.',
  tags: ['apply'],
  covers: ['apply.approved'],
  path: '/',
  seed: (state) => {
    seedApplied(state, { decision: 'APPROVED', creditLimit: '15000000' });
  },
});
