import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, OTP_VERIFY_PATH, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.two-attempts-left',
  title: 'OTP: wrong code, 2 attempts left',
  description:
    "A WhatsApp code sent 10 s ago, entered wrong once (2 tries left). /otp/verify asks the bank for the code (query/otp) and opens on 'Kode ini tidak sesuai.' with 'Sisa 2 kesempatan lagi.' under the boxes; no new code is sent. Another wrong code leaves 1; 123456 is right.",
  tags: ['otp'],
  covers: ['otp.two-attempts-left'],
  path: OTP_VERIFY_PATH,
  clock: OTP_CLOCK,
  seed: (state) =>
    seedLiveCode(state, {
      attemptsLeft: 2,
      sendsToday: 1,
      failuresAgo: [5],
      lastCheck: { code: 'OTP_WRONG', ago: 5 },
    }),
});
