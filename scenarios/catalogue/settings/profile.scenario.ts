import { defineScenario } from '../../define-scenario';
import { newCredit } from '../../generators/credit-presets';

export default defineScenario({
  id: 'settings.profile',
  title: 'Profile with masked name, card and mobile',
  description:
    'A customer with a Pay Later line: the profile shows the name keeping its first letters, the mobile as +62 and its first 2 and last 4 digits, the Pay Later card with its first 6 and last 4 digits (personal_center CARD_NO), the email and the account type; links to change the email or the mobile and to upgrade.',
  tags: ['settings'],
  covers: ['settings.profile'],
  path: '/settings/profile',
  seed: (state, faker) => {
    newCredit(state, faker);
  },
});
