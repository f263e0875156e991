import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'password.set',
  title: 'Customer without a login password creates one',
  description:
    'A registered customer with no login password (security.loginPassword null): new password with the live checklist of the section 5 rules (8+ with lowercase, uppercase, digit, symbol), entered twice.',
  tags: ['pin', 'security'],
  covers: ['password.set'],
  path: '/password/set',
  seed: (state) => {
    state.security.loginPassword = null;
  },
});
