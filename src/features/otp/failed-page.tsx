import { Result } from 'antd-mobile';
import { ClockCircleOutline, LockOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import type { FailedReason } from './otp-errors';
import './otp.css';
import '../../shared/ui/screen.css';

/**
 * ROUTES.OTP_FAILED: no more codes today, either the daily limit (request a new OTP tomorrow) or the
 * lock of 80430223 (5 wrong codes in 30 minutes, try tomorrow); released at 00:00 WIB.
 */
export default function FailedPage() {
  const { t, i18n } = useTranslation('otp');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const reason: FailedReason = search.get('reason') === 'locked' ? 'locked' : 'limit';
  const until = search.get('until');
  // The release moment the bank gave (yyyymmddhhmmss, WIB): '22 Nov 2026, 00.00 WIB'.
  const time = until && /^\d{14}$/.test(until) ? formatDateTime(until, i18n.language) : null;
  return (
    <div className={`step-screen otp otp--failed otp--${reason}`} data-testid={`otp-failed-${reason}`}>
      <Result
        className="otp-failed"
        status="warning"
        icon={
          reason === 'locked' ? <LockOutline aria-hidden="true" /> : <ClockCircleOutline aria-hidden="true" />
        }
        title={<h2 className="otp-failed__title">{t(`failed.${reason}.title`)}</h2>}
        description={
          <>
            <span className="otp-failed__body">{t(`failed.${reason}.body`)}</span>
            {time ? <span className="otp-failed__until">{t('failed.until', { time })}</span> : null}
          </>
        }
      />
      <BottomAction onClick={() => nav.replace(ROUTES.PAY_LATER_APPLY)} testId="otp-failed-back">
        {t('failed.back')}
      </BottomAction>
    </div>
  );
}
