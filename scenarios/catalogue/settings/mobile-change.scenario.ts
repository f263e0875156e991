import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'settings.mobile-change',
  title: 'Change the mobile number, verified by a code to the new one',
  description:
    'The new number after +62 (8 then 8 to 11 digits; the own number is refused: "Nomor ini tidak boleh nomor HP kamu sendiri."); a code goes to it by WhatsApp or SMS (get/otp, usage CHANGE_PHONE) and 123456 is the right code; change/user_info then changes it, the profile shows it masked and the account\'s codes go there.',
  tags: ['settings', 'security'],
  covers: ['settings.mobile-change'],
  path: '/settings/mobile',
  hint: 'Type a new number after +62 8…, then OTP 123456.',
});
