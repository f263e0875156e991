import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { DoneResult } from './done-result';
import { isCode } from '../../api/is-code';
import { showBlocking } from './flow-errors';
import { ForgotGate, otpUrl, useOtpSession } from './forgot-gate';
import { PinFlow } from './pin-flow';
import { resetPin } from './secret-api';

/** PIN_FORGOT: verify the phone by OTP (the OTP screens come back with otpSession), then a new PIN. */
export default function PinForgotPage() {
  const { t } = useTranslation('pin');
  const nav = useAppNavigate();
  const session = useOtpSession();
  const [done, setDone] = useState(false);
  if (done) return <DoneResult kind="pinForgot" />;
  if (!session) return <ForgotGate kind="pin" />;
  return (
    <PinFlow
      submit={({ pin }) => resetPin(pin, session)}
      onDone={() => setDone(true)}
      onBlocked={(error) =>
        isCode(error, 'SECURITY_SESSION_INVALID')
          ? showBlocking(error, t('forgot.verifyAgain'), () => nav.replace(otpUrl('pin')))
          : showBlocking(error, t('dialog.ok'), nav.back)
      }
    />
  );
}
