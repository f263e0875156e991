import { defineScenario } from '../../define-scenario';
import { QUESTIONNAIRE_ANSWERS, seedNextStep, seedQuestionnaire } from './flow-seed';

export default defineScenario({
  id: 'question.list',
  title: 'Questionnaire answered and submitted',
  description:
    "The flow is at QUESTION_VALIDATE: /question lists the three questions (birthplace, birth year, last 4 digits of the NIK). Input: the customer's own answers pass (submit/vb_result PASS) and the flow continues at /loading; a wrong answer is refused with a message.",
  tags: ['onboarding', 'question'],
  covers: ['question.list'],
  path: '/question',
  hint: `The answers: ${QUESTIONNAIRE_ANSWERS}; any other is refused.`,
  seed: (state, faker) => {
    seedNextStep(state, 'QUESTION_VALIDATE', faker);
    seedQuestionnaire(state);
  },
});
