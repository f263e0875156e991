import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'pin.forgot',
  title: 'Forgot PIN, through OTP',
  description:
    'A registered customer with a PIN: the forgot screen explains and sends to the OTP screens (usage RESET_PIN, next /pin/forgot); back with ?otpSession=<session> (OTP 123456) it asks for a new PIN and its confirmation.',
  tags: ['pin', 'security'],
  covers: ['pin.forgot'],
  path: '/pin/forgot',
});
