import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK } from './otp-seed';

export default defineScenario({
  id: 'otp.captcha-required',
  title: 'OTP: a captcha before the fourth code of the day',
  description:
    'Three codes were sent today (the last at 09:30 WIB). "Kirim kode" on /otp makes the bank ask for a captcha (captcha_required): the dialog shows the picture; the right characters (security.captcha.code in the state) send the fourth code.',
  tags: ['otp'],
  covers: ['otp.method-choice'],
  path: '/otp?usage=PAYLATER_APPLY&next=%2Floading',
  clock: OTP_CLOCK,
  seed: (state) => {
    const track = state.security.otp.phone;
    track.day = '20261121';
    track.sendsToday = 3;
    track.lastSentAt = '2026-11-21T09:30:00+07:00';
  },
});
