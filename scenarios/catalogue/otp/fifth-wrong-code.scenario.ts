import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, OTP_VERIFY_PATH, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.fifth-wrong-code',
  title: 'OTP: one more wrong code locks it (80430223)',
  description:
    'Four wrong codes were entered in the last 20 minutes and a new WhatsApp code is live (3 tries). Input: one more wrong code (e.g. 111111): the fifth failure in 30 minutes locks OTP until 00:00 WIB (80430223) and /otp/failed says to try again tomorrow.',
  tags: ['otp'],
  covers: ['otp.locked-80430223'],
  path: OTP_VERIFY_PATH,
  hint: 'Type 111111: the fifth wrong code in 30 minutes locks OTP (80430223).',
  clock: OTP_CLOCK,
  seed: (state) =>
    seedLiveCode(state, { attemptsLeft: 3, sendsToday: 3, failuresAgo: [1200, 1140, 1080, 300] }),
});
