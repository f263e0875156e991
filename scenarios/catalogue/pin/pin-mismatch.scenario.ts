import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'pin.mismatch',
  title: 'The PIN confirmation differs',
  description:
    "Same seed as pin.set (no PIN yet). Input: a strong PIN (246810), then a different confirmation (246811): 'Inconsistent password input' under the boxes, nothing sent.",
  tags: ['pin', 'security'],
  covers: ['pin.mismatch'],
  path: '/pin/set',
  hint: 'Enter 246810, then 246811 to confirm.',
  seed: (state) => {
    state.security.pin = null;
  },
});
