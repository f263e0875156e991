import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'otp.success',
  title: 'OTP: the right code is accepted',
  description:
    'Opening /otp/verify sends a WhatsApp code. Input: type 123456 (the right code, see the README magic values): the bank answers a session and the flow replaces the route with /loading?otpSession=<session>.',
  tags: ['otp'],
  covers: ['otp.success'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
  hint: 'Type 123456, the right code.',
});
