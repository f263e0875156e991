import { defineScenario } from '../../define-scenario';
import { SUBMIT_PATH } from './apply-seed';
export default defineScenario({
  id: 'apply.data-on-another-account',
  title: 'apply/credit refused: data on another account',
  description:
    'At the end of the apply flow apply/credit answers ONB_DATA_ON_ANOTHER_ACCOUNT (80432010): the screen shows the bank message.',
  tags: ['apply'],
  covers: ['apply.data-on-another-account'],
  path: SUBMIT_PATH,
  seed: (state) => {
    state.onboarding.application.refusal = 'DATA_ON_ANOTHER_ACCOUNT';
  },
});
