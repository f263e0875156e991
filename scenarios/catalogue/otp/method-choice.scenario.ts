import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'otp.method-choice',
  title: 'OTP: choose WhatsApp or SMS',
  description:
    'A registered customer asked for a one-time code (usage PAYLATER_APPLY, next /loading): the screen shows the registered mobile masked 2 + 4 and the choice of WhatsApp or SMS, and sends the code with "Kirim kode". No code sent yet today.',
  tags: ['otp'],
  covers: ['otp.method-choice'],
  path: '/otp?usage=PAYLATER_APPLY&next=%2Floading',
});
