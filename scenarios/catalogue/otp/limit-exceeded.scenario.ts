import { defineScenario } from '../../define-scenario';
import { OTP_CLOCK } from './otp-seed';

export default defineScenario({
  id: 'otp.limit-exceeded',
  title: 'OTP: daily limit exceeded, request a new OTP tomorrow',
  description:
    'The 5 codes of the day were all sent (the last at 09:30 WIB). Opening /otp/verify, or "Kirim kode" on /otp, asks for a sixth: the bank refuses (daily limit) and /otp/failed says to request a new OTP tomorrow, from 00:00 WIB.',
  tags: ['otp'],
  covers: ['otp.limit-exceeded'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
  clock: OTP_CLOCK,
  seed: (state) => {
    const track = state.security.otp.phone;
    track.day = '20261121';
    track.sendsToday = 5;
    track.lastSentAt = '2026-11-21T09:30:00+07:00';
  },
});
