import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.not-eligible',
  title: 'Not eligible: not registered',
  description:
    "A whitelisted visitor who has not registered (query/status registerRequired Y): Pay Later is for registered Indonesian customers aged 21 to 55, the apply screen says not eligible and offers 'Daftar sekarang', which opens the registration (/register: base account, then name, email and password); back on the apply screen the visitor may apply. The bank refuses apply/credit for the same reason (80432012). Citizenship: apply.not-eligible-citizenship. Ages outside 21 to 55 (member_info dateOfBirth) give the age reason the same way; the catalogue keeps its customers within 21 to 55, so no scenario seeds one (the bank tests do).",
  tags: ['apply'],
  covers: ['apply.not-eligible'],
  path: '/',
  seed: (state) => {
    state.customer.registered = false;
    // Not registered yet: no login password either (registration sets it, once).
    state.security.loginPassword = null;
  },
});
