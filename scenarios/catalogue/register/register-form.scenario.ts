import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'register.form',
  title: 'Registration form: name, email and password',
  description:
    "A customer with a base account and no login password yet, on the registration form. Valid input registers (the bank holds the new name and email); a name with digits shows 'Nama harus terdiri dari alfabet saja.' under the field, and the bank refuses the same name with the same message.",
  tags: ['register'],
  covers: ['register.form'],
  path: '/register',
  hint: 'A name with digits (e.g. Budi 2) is refused under the field.',
  seed: (state) => {
    state.customer.emailVerified = false;
    state.security.loginPassword = null;
  },
});
