import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, seedLiveCode } from './otp-seed';

export default defineScenario({
  id: 'otp.two-attempts-left',
  title: 'OTP: wrong code, 2 attempts left',
  description:
    'A WhatsApp code sent 10 s ago is live with its 3 tries. Input: a wrong code (e.g. 111111): the bank answers attemptsLeft 2, shown under the boxes.',
  tags: ['otp'],
  covers: ['otp.two-attempts-left'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
  clock: OTP_CLOCK,
  seed: (state) => seedLiveCode(state, { attemptsLeft: 3, sendsToday: 1, failuresAgo: [] }),
});
