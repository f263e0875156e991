import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'landing.gray-miss',
  title: 'Visitor not on the whitelist, outside the gray release of the notify request',
  description:
    'As apply.not-whitelisted, but gray-config/check answers hitGrayConfig N for PAY_LATER_NOTIFY: the landing offers opening the Allo Bank app instead of the notify request (decision 0035).',
  tags: ['landing', 'apply'],
  covers: ['apply.not-whitelisted'],
  path: '/',
  seed: (state) => {
    state.paylater.whitelisted = false;
    state.access.grayHit = false;
  },
});
