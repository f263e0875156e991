import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'landing.access-allowed',
  title: 'Access allowed: the apply screen opens',
  description:
    'The channel config answers access true with code 0000, so the Pay Later apply screen opens at /.',
  tags: ['landing'],
  covers: ['landing.access-allowed'],
  path: '/',
});
