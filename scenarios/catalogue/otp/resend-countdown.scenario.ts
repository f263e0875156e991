import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, OTP_VERIFY_PATH, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.resend-countdown',
  title: 'OTP: resend only after the 60 s countdown',
  description:
    'A WhatsApp code sent 25 s ago. /otp/verify asks the bank for it (query/otp) and opens with "Kirim ulang kode" disabled, counting down the 35 s the bank says are left; then a new code may be sent (or move the bank clock 1 minute). Asking earlier is refused by the bank with secondsLeft.',
  tags: ['otp'],
  covers: ['otp.resend-countdown'],
  path: OTP_VERIFY_PATH,
  clock: OTP_CLOCK,
  seed: (state) => seedLiveCode(state, { attemptsLeft: 3, sendsToday: 1, failuresAgo: [], sentAgo: 25 }),
});
