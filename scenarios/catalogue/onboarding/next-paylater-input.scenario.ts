import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-paylater-input',
  title: 'Flow engine: the next step is the Pay Later form',
  description:
    'A fresh Pay Later flow answers nextAction PAYLATER_INPUT: /loading replaces itself with /paylater/form.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-paylater-input'],
  path: '/loading',
  seed: (state, faker) => seedNextStep(state, 'PAYLATER_INPUT', faker),
});
