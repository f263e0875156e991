import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-prime-input',
  title: 'Flow engine: the next step is the Prime data',
  description:
    'The flow answers nextAction PRIME_INPUT: /loading replaces itself with /prime/input, which lists what opening Allo Prime asks for.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-prime-input'],
  path: '/loading',
  seed: (state) => seedNextStep(state, 'PRIME_INPUT'),
});
