import { defineScenario } from '../../define-scenario';
import { TAKEN_EMAIL } from '../../../fake-bank/model/security';

export default defineScenario({
  id: 'register.email-other-phone',
  title: 'Registration with an email registered to another phone',
  description: `The registration form of a customer without a login password. Entering the magic email ${TAKEN_EMAIL} (registered with another phone number) makes the bank refuse it: its message shows under the email field.`,
  tags: ['register'],
  covers: ['register.email-other-phone'],
  path: '/register',
  hint: 'Enter the email terdaftar@contoh.co.id.',
  seed: (state) => {
    state.customer.emailVerified = false;
    state.security.loginPassword = null;
    if (!state.security.takenEmails.some((entry) => entry.email === TAKEN_EMAIL)) {
      state.security.takenEmails.push({ email: TAKEN_EMAIL, phone: '81200000001' });
    }
  },
});
