import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-video-banking',
  title: 'Flow engine: the next step is video banking',
  description:
    'The Pay Later flow answers nextAction VEDIO_BANKING (spelled as the spec spells it): /loading replaces itself with /video-banking.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-video-banking'],
  path: '/loading',
  seed: (state, faker) => seedNextStep(state, 'VEDIO_BANKING', faker),
});
