import { defineScenario } from '../../define-scenario';
import { SUBMIT_PATH } from './apply-seed';
export default defineScenario({
  id: 'apply.link-expired',
  title: 'apply/credit refused: link expired',
  description:
    'At the end of the apply flow apply/credit answers ONB_LINK_EXPIRED (80432011): the screen shows the bank message.',
  tags: ['apply'],
  covers: ['apply.link-expired'],
  path: SUBMIT_PATH,
  seed: (state) => {
    state.onboarding.application.refusal = 'LINK_EXPIRED';
  },
});
