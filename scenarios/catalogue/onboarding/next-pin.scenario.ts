import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-pin',
  title: 'Flow engine: the next step is the PIN',
  description:
    'Every step before PIN_VALIDATE is done: /loading replaces itself with /pin/set (the PIN feature).',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-pin'],
  path: '/loading',
  seed: (state, faker) => seedNextStep(state, 'PIN_VALIDATE', faker),
});
