import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK, OTP_VERIFY_PATH, seedLockedOtp } from './otp-seed';

export default defineScenario({
  id: 'otp.locked-80430223',
  title: 'OTP: 5 failed attempts in 30 minutes, code 80430223',
  description:
    'Five wrong codes in the last 20 minutes locked OTP until 00:00 WIB (security.otp.phone.lockedDay). /otp/verify asks the bank for the code, which answers 80430223, and /otp/failed says to try again tomorrow, from 00:00 WIB. Moving the clock to the next day (POST /__fake-bank/clock {"advanceDays":1}) releases it. The fifth wrong code itself: otp.fifth-wrong-code.',
  tags: ['otp'],
  covers: ['otp.locked-80430223'],
  path: OTP_VERIFY_PATH,
  clock: OTP_CLOCK,
  seed: seedLockedOtp,
});
