import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, OTP_VERIFY_PATH, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.system-error',
  title: 'OTP: system error, retry in minutes',
  description:
    "A WhatsApp code sent 10 s ago whose last entry (999999, the magic code) met a system error. /otp/verify asks the bank for the code (query/otp) and opens on 'Terjadi kesalahan sistem. Silakan coba lagi dalam beberapa menit.' with 'Coba lagi dalam 5 menit.'; the code is not spent, 123456 still works. Typing 999999 on any live code does the same.",
  tags: ['otp'],
  covers: ['otp.system-error'],
  path: OTP_VERIFY_PATH,
  clock: OTP_CLOCK,
  seed: (state) =>
    seedLiveCode(state, {
      attemptsLeft: 3,
      sendsToday: 1,
      failuresAgo: [],
      lastCheck: { code: 'OTP_SYSTEM_ERROR', ago: 5 },
    }),
});
