import './pin.css';
import { Result } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';

export type ForgotKind = 'pin' | 'password';

/** Where the OTP screens come back to, with `?otpSession=<session>`, once the phone is verified. */
export function otpUrl(kind: ForgotKind): string {
  const usage = kind === 'pin' ? 'RESET_PIN' : 'RESET_PASSWORD';
  const next = kind === 'pin' ? ROUTES.PIN_FORGOT : ROUTES.PASSWORD_FORGOT;
  return `${ROUTES.OTP}?${new URLSearchParams({ usage, next }).toString()}`;
}

/** The verified OTP session the forgot page was opened with, if any. */
export function useOtpSession(): string | null {
  const session = new URLSearchParams(window.location.search).get('otpSession');
  return session && session.trim() ? session : null;
}

/** Forgot PIN or password, before the phone is verified: why, and the way to verify. */
export function ForgotGate({ kind }: { kind: ForgotKind }) {
  const { t } = useTranslation('pin');
  const nav = useAppNavigate();
  return (
    <div className="secret" data-testid={`forgot-gate-${kind}`}>
      <Result
        className="secret-gate"
        icon={<LockOutline aria-hidden="true" />}
        status="info"
        title={t(`forgot.${kind}.title`)}
        description={t(`forgot.${kind}.body`)}
      />
      <BottomAction onClick={() => nav.push(otpUrl(kind))} testId="forgot-verify">
        {t('forgot.verify')}
      </BottomAction>
    </div>
  );
}
