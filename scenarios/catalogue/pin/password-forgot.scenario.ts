import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'password.forgot',
  title: 'Forgot password, through OTP',
  description:
    'A registered customer with a login password: the forgot screen explains and sends to the OTP screens (usage RESET_PASSWORD, next /password/forgot); back with ?otpSession=<session> (OTP 123456) it asks for a new password, entered twice.',
  tags: ['pin', 'security'],
  covers: ['password.forgot'],
  path: '/password/forgot',
});
