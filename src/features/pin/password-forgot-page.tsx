import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { DoneResult } from './done-result';
import { isCode } from '../../api/is-code';
import { showBlocking } from './flow-errors';
import { ForgotGate, otpUrl, useOtpSession } from './forgot-gate';
import { PasswordFlow } from './password-flow';
import { saveLoginPassword } from './secret-api';

/** PASSWORD_FORGOT: verify the phone by OTP (the OTP screens come back with otpSession), then a new password. */
export default function PasswordForgotPage() {
  const { t } = useTranslation('pin');
  const nav = useAppNavigate();
  const session = useOtpSession();
  const [done, setDone] = useState(false);
  if (done) return <DoneResult kind="passwordForgot" />;
  if (!session) return <ForgotGate kind="password" />;
  return (
    <PasswordFlow
      mode="forgot"
      submit={({ password }) => saveLoginPassword(password, session)}
      onDone={() => setDone(true)}
      onBlocked={(error) =>
        isCode(error, 'SECURITY_SESSION_INVALID')
          ? showBlocking(error, t('forgot.verifyAgain'), () => nav.replace(otpUrl('password')))
          : showBlocking(error, t('dialog.ok'), nav.back)
      }
    />
  );
}
