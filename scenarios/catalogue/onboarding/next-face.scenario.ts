import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-face',
  title: 'Flow engine: the next step is face detection',
  description:
    'The Pay Later flow answers nextAction FACE_SCANNING (form and ID scan done): /loading replaces itself with /face.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-face'],
  path: '/loading',
  seed: (state, faker) => seedNextStep(state, 'FACE_SCANNING', faker),
});
