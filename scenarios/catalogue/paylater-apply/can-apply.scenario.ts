import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.can-apply',
  title: 'Whitelisted applicant who can apply (default)',
  description:
    'A registered Indonesian customer aged 23 to 50 on the Pay Later whitelist: the apply screen shows benefits, three steps, the terms agreement (its box opens the terms screen) and the check-limit button. The whole application walks by hand from here: form, e-KTP photo (any file name), face (any file name), OTP 123456, PIN 135790. The default scenario of npm start.',
  tags: ['apply', 'default'],
  covers: ['apply.can-apply'],
  path: '/',
});
