import { defineScenario } from '../../define-scenario';
import { SUBMIT_PATH, seedReadyToApply } from './apply-seed';
export default defineScenario({
  id: 'apply.polling-result',
  title: 'Apply, then poll the result until verifying',
  description:
    'Terms agreed and form saved: the flow end applies (apply/credit) and polls query/apply_result every 2000 ms; the bank answers processing 20 times, so after 10 answers the page shows verifying.',
  tags: ['apply'],
  covers: ['apply.polling-result'],
  path: SUBMIT_PATH,
  hint: 'No input: after 10 polls (about 20 s) the page says verifying.',
  polls: { apply_result: 20 },
  seed: (state, faker) => {
    seedReadyToApply(state, faker);
  },
});
