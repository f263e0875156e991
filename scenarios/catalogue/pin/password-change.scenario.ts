import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'password.change',
  title: 'Change the seeded login password',
  description:
    "A registered customer with the seeded password Allo@2026: the current one, then a new one following section 5, different from the old and entered twice; a wrong current password answers 'Kata sandi yang kamu masukkan salah.'.",
  tags: ['pin', 'security'],
  covers: ['password.change'],
  path: '/password/change',
});
