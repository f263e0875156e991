import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'pin.set',
  title: 'Customer without a PIN creates one',
  description:
    'A registered customer with no PIN yet (security.pin null): the create-PIN screen asks for 6 digits, then the same again; a strong PIN such as 246810 entered twice is saved, encrypted with the factor key.',
  tags: ['pin', 'security'],
  covers: ['pin.set'],
  path: '/pin/set',
  hint: 'Enter a strong PIN twice, e.g. 246810.',
  seed: (state) => {
    state.security.pin = null;
  },
});
