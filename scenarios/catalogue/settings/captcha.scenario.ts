import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'settings.captcha',
  title: 'Contact change: a captcha before the fourth code of the day',
  description:
    'Three phone codes and three email codes were sent today (the last at 09:30 WIB). Sending a code to a new number (or email) makes the bank ask for a captcha first (80433008): the dialog shows the picture (drawn as strokes, the answer is security.captcha.code in the state); the right characters send the fourth code and the change goes on (OTP 123456).',
  tags: ['settings', 'security'],
  covers: ['settings.captcha'],
  path: '/settings/mobile',
  hint: 'Type a new number after +62 8…, solve the captcha (security.captcha.code), then OTP 123456.',
  seed: (state) => {
    for (const track of [state.security.otp.phone, state.security.otp.email]) {
      track.day = '20261121';
      track.sendsToday = 3;
      track.lastSentAt = '2026-11-21T09:30:00+07:00';
    }
  },
});
