import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'pin.change',
  title: 'Change the seeded PIN',
  description:
    "A registered customer with the seeded PIN 135790: the current PIN is checked by the bank (any other 6 digits answer 'PIN yang kamu masukkan salah.' with the attempts left), then a new PIN and its confirmation.",
  tags: ['pin', 'security'],
  covers: ['pin.change'],
  path: '/pin/change',
  hint: 'The current PIN is 135790; any other is wrong.',
});
