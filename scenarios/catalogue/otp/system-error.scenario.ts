import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'otp.system-error',
  title: 'OTP: system error, retry in minutes',
  description:
    'Opening /otp/verify sends a WhatsApp code. Input: 999999 (magic code): the bank answers a system error, retry in 5 minutes; the code is not spent.',
  tags: ['otp'],
  covers: ['otp.system-error'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
});
