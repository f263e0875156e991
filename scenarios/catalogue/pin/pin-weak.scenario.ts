import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'pin.weak',
  title: 'A weak PIN is refused',
  description:
    "Same seed as pin.set (no PIN yet). Input: enter 111111 or 123456 as the new PIN: the form shows 'Hindari penggunaan PIN yang lemah' before any call; the bank refuses the same PIN with the same text (PIN_WEAK).",
  tags: ['pin', 'security'],
  covers: ['pin.weak'],
  path: '/pin/set',
  hint: 'Enter 111111 or 123456 as the new PIN.',
  seed: (state) => {
    state.security.pin = null;
  },
});
