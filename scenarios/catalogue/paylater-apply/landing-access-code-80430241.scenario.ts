import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'landing.access-code-80430241',
  title: 'Access answered with code 80430241',
  description:
    'The channel config answers return code 80430241 with access false; the client treats the code as allowed and opens the apply screen.',
  tags: ['landing'],
  covers: ['landing.access-code-80430241'],
  path: '/',
  seed: (state) => {
    state.access.channelAccess = false;
    state.access.channelCode = '80430241';
  },
});
