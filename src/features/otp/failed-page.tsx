import { Result } from 'antd-mobile';
import { ClockCircleOutline, LockOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import type { FailedReason } from './otp-errors';
import './otp.css';

/** yyyymmddhhmmss (WIB) as a date the user reads: '22 Nov 2026'. */
function formatDay(stamp: string | null, lang: string): string | null {
  if (!stamp || !/^\d{14}$/.test(stamp)) return null;
  const date = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T12:00:00+07:00`);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

/**
 * ROUTES.OTP_FAILED: no more codes today, either the daily limit (request a new OTP tomorrow) or the
 * lock of 80430223 (5 wrong codes in 30 minutes, try tomorrow); released at 00:00 WIB.
 */
export default function FailedPage() {
  const { t, i18n } = useTranslation('otp');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const reason: FailedReason = search.get('reason') === 'locked' ? 'locked' : 'limit';
  const day = formatDay(search.get('until'), i18n.language);
  return (
    <div className={`otp otp--failed otp--${reason}`} data-testid={`otp-failed-${reason}`}>
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
            {day ? <span className="otp-failed__until">{t('failed.until', { date: day })}</span> : null}
          </>
        }
      />
      <BottomAction onClick={() => nav.replace(ROUTES.PAY_LATER_APPLY)} testId="otp-failed-back">
        {t('failed.back')}
      </BottomAction>
    </div>
  );
}
