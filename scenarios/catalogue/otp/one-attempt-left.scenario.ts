import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, OTP_VERIFY_PATH, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.one-attempt-left',
  title: 'OTP: wrong code, 1 attempt left',
  description:
    "A WhatsApp code sent 10 s ago, entered wrong twice (1 try left). /otp/verify asks the bank for the code (query/otp) and opens on 'Kode ini tidak sesuai.' with 'Sisa 1 kesempatan lagi.'; no new code is sent. A third wrong code voids it (request a new one); 123456 is right.",
  tags: ['otp'],
  covers: ['otp.one-attempt-left'],
  path: OTP_VERIFY_PATH,
  clock: OTP_CLOCK,
  seed: (state) =>
    seedLiveCode(state, {
      attemptsLeft: 1,
      sendsToday: 1,
      failuresAgo: [8, 5],
      lastCheck: { code: 'OTP_WRONG', ago: 5 },
    }),
});
