import { defineScenario } from '../../define-scenario';
import { PAYLATER_FLOW, advanceFlow } from '../../../fake-bank/model/onboarding';
import { seedApplied } from './apply-seed';
export default defineScenario({
  id: 'result.success',
  title: 'Result: success',
  description:
    'Applied, approved (Rp15.000.000) and the Pay Later flow done: the success page with the active limit.',
  tags: ['apply'],
  covers: ['result.success'],
  path: '/result/success',
  seed: (state) => {
    seedApplied(state, { decision: 'APPROVED', creditLimit: '15000000' });
    advanceFlow(state.onboarding, PAYLATER_FLOW);
  },
});
