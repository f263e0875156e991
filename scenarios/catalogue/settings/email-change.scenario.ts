import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'settings.email-change',
  title: 'Change the email, verified by a code to the new one',
  description:
    'The new email typed twice (a different second entry is refused: "Email tidak sama."); a code goes to it (email/get/otp 4001002) and 123456 is the right code (000000 expired, 999999 system error, others wrong with attempts left); change/user_info then changes it and the profile shows it. terdaftar@contoh.co.id is registered with another phone and the current email is refused, both under the field.',
  tags: ['settings', 'security'],
  covers: ['settings.email-change'],
  path: '/settings/email',
  hint: 'Type terdaftar@contoh.co.id (taken), or a new email twice and OTP 123456.',
});
