import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'otp.resend-countdown',
  title: 'OTP: resend only after the 60 s countdown',
  description:
    'Opening /otp/verify sends a WhatsApp code: "Kirim ulang kode" stays disabled, showing the seconds left, for 60 s, then sends a new code (move the bank clock 1 minute, or wait). Asking earlier is refused by the bank with secondsLeft.',
  tags: ['otp'],
  covers: ['otp.resend-countdown'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
});
