import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.not-eligible',
  title: 'Not eligible: not registered',
  description:
    'A whitelisted visitor who has not registered (query/status registerRequired Y): Pay Later is for registered Indonesian customers aged 21 to 55, the apply screen says not eligible. (Ages outside 21 to 55 from member_info dateOfBirth give the same screen with the age sentence; the catalogue keeps customers within 21 to 55.)',
  tags: ['apply'],
  covers: ['apply.not-eligible'],
  path: '/',
  seed: (state) => {
    state.customer.registered = false;
  },
});
