import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'settings.menu',
  title: 'Account settings menu',
  description:
    'A registered Allo Pay+ customer: the settings menu with the masked name and mobile, the profile, the email and mobile changes, and the PIN and password screens (change, forgot).',
  tags: ['settings'],
  covers: ['settings.profile'],
  path: '/settings',
});
