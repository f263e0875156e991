import { defineScenario } from '../../define-scenario';
import { QUESTIONNAIRE_ANSWERS, seedNextStep, seedQuestionnaire } from './flow-seed';

export default defineScenario({
  id: 'flow.next-question',
  title: 'Flow engine: the next step is the questionnaire',
  description:
    'The Pay Later flow answers nextAction QUESTION_VALIDATE: /loading replaces itself with /question, which lists the questions of query/question_list.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-question'],
  path: '/loading',
  hint: `The questionnaire's answers: ${QUESTIONNAIRE_ANSWERS}.`,
  seed: (state, faker) => {
    seedNextStep(state, 'QUESTION_VALIDATE', faker);
    seedQuestionnaire(state);
  },
});
