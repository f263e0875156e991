import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'otp.wrong-code-english',
  title: 'OTP: wrong code, in English (device locale en-US)',
  description:
    "The device reports locale en-US. Opening /otp/verify sends a WhatsApp code. Input: a wrong code (e.g. 111111): 'This is not the correct code. Please try again.' under the boxes.",
  tags: ['otp', 'lang'],
  covers: ['otp.wrong-code'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
  hint: 'Type a wrong code, e.g. 111111 (123456 is right).',
  seed: (state) => {
    state.device.locale = 'en-US';
  },
});
