import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-ocr',
  title: 'Flow engine: the next step is the ID scan',
  description:
    'The Pay Later flow has its form done and answers nextAction OCR: /loading replaces itself with /ocr (the e-KTP photo guidance).',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-ocr'],
  path: '/loading',
  seed: (state, faker) => seedNextStep(state, 'OCR', faker),
});
