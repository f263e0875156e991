import { defineScenario } from '../../../define-scenario';
import { billReady, flagSecurityRisk } from '../../../generators/credit-presets';

export default defineScenario({
  id: 'account.security-risk',
  title: 'Security risk blocks features',
  description:
    'Risk code 1 on the account (any code other than 0): the home shows the security-risk message; Pay Later and Instant Cash answer 80461062; bills can still be paid.',
  tags: ['account'],
  covers: ['account.security-risk'],
  path: '/paylater/home',
  seed: (state, faker) => {
    billReady(state, faker);
    flagSecurityRisk(state, '1');
  },
});
