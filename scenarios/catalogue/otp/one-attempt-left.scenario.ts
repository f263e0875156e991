import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.one-attempt-left',
  title: 'OTP: wrong code, 1 attempt left',
  description:
    'A WhatsApp code sent 10 s ago already had one wrong entry (2 tries left). Input: another wrong code (e.g. 222222): the bank answers attemptsLeft 1, shown under the boxes.',
  tags: ['otp'],
  covers: ['otp.one-attempt-left'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
  clock: OTP_CLOCK,
  seed: (state) => seedLiveCode(state, { attemptsLeft: 2, sendsToday: 1, failuresAgo: [5] }),
});
