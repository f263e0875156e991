import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.not-whitelisted',
  title: 'Visitor not on the whitelist',
  description:
    'check_whitelist answers N and pre_check whiteList N: Pay Later is not offered and the visitor can ask to be notified (the bank remembers the request).',
  tags: ['apply'],
  covers: ['apply.not-whitelisted'],
  path: '/',
  seed: (state) => {
    state.paylater.whitelisted = false;
  },
});
