import { useState } from 'react';
import { DoneResult } from './done-result';
import { PasswordFlow } from './password-flow';
import { changeLoginPassword } from './secret-api';

/** PASSWORD_CHANGE: the current password, then a new one that follows section 5 and differs from it. */
export default function PasswordChangePage() {
  const [done, setDone] = useState(false);
  if (done) return <DoneResult kind="passwordChange" />;
  return (
    <PasswordFlow
      mode="change"
      submit={({ oldPassword, password }) => changeLoginPassword(oldPassword, password)}
      onDone={() => setDone(true)}
    />
  );
}
