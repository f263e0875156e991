import { useState } from 'react';
import { DoneResult } from './done-result';
import { PasswordFlow } from './password-flow';
import { saveLoginPassword } from './secret-api';

/** PASSWORD_SET: a customer without a login password creates one (section 5 rules, entered twice). */
export default function PasswordSetPage() {
  const [done, setDone] = useState(false);
  if (done) return <DoneResult kind="passwordSet" />;
  return (
    <PasswordFlow
      mode="set"
      submit={({ password }) => saveLoginPassword(password)}
      onDone={() => setDone(true)}
    />
  );
}
