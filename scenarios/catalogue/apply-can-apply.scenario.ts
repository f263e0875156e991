import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'apply.can-apply',
  title: 'Whitelisted applicant who can apply (default)',
  description:
    'A registered Indonesian customer aged 23 to 50 on the Pay Later whitelist: the apply screen shows benefits, three steps, the terms checkboxes and the check-limit button. The default scenario of npm start.',
  tags: ['apply', 'default'],
  covers: ['apply.can-apply'],
  path: '/',
});
