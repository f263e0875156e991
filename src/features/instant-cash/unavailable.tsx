import { ClockCircleFill, ExclamationCircleFill, LockFill, ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODES, type CodeName } from '../../../contracts/codes';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { minimumOf, type CashState } from './cash-state';
import { formatDate, formatDateTime } from '../../shared/lib/dates';
import { Outcome, type Figure } from '../../shared/ui/outcome';

export type Unavailable = Exclude<CashState, 'available'>;

/** Why, in the bank's own words (the code catalogue: what try/loan and apply/loan answer). */
const MESSAGE: Record<Unavailable, CodeName> = {
  'account-deactivated': 'CREDIT_ACCOUNT_DEACTIVATED',
  'account-closed': 'CREDIT_ACCOUNT_CLOSED',
  'account-frozen': 'CREDIT_ACCOUNT_FROZEN',
  'account-locked': 'CREDIT_ACCOUNT_TEMPORARILY_LOCKED',
  'security-risk': 'CREDIT_SECURITY_RISK',
  loss: 'CREDIT_ACCOUNT_LOSS',
  locked: 'CREDIT_ACCOUNT_LOCKED',
  'partially-locked': 'CREDIT_ACCOUNT_PARTIALLY_LOCKED',
  'repay-first': 'CREDIT_OVERDUE',
  'not-available': 'CREDIT_CASH_NOT_AVAILABLE',
  'only-pay': 'CREDIT_CASH_ONLY_PAY',
  'once-per-month': 'CREDIT_CASH_ONCE_PER_MONTH',
};

const TITLE = {
  'account-deactivated': 'unavailable.accountDeactivated',
  'account-closed': 'unavailable.accountClosed',
  'account-frozen': 'unavailable.accountFrozen',
  'account-locked': 'unavailable.accountLocked',
  'security-risk': 'unavailable.securityRisk',
  loss: 'unavailable.loss',
  locked: 'unavailable.locked',
  'partially-locked': 'unavailable.partiallyLocked',
  'repay-first': 'unavailable.repayFirst',
  'not-available': 'unavailable.notAvailable',
  'only-pay': 'unavailable.onlyPay',
  'once-per-month': 'unavailable.oncePerMonth',
} as const satisfies Record<Unavailable, string>;

interface Props {
  reason: Unavailable;
  pc: PersonalCenter;
  /** The bank's own message when it refused a call (else the catalogue's). */
  message?: string;
  /** Once per month: the first day of the next month (YYYYMMDD). */
  nextDate?: string;
}

/** A cash state that allows no withdrawal: what it is, why, and the way back; no way to withdraw. */
export function CashUnavailable({ reason, pc, message, nextDate }: Props) {
  const { t, i18n } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const lang = i18n.language === 'en' ? 'en' : 'id';
  const body: string[] = [message ?? CODES[MESSAGE[reason]][lang]];
  let figure: Figure | undefined;
  let icon: ReactNode = <ExclamationCircleFill />;
  let status: 'warning' | 'error' | 'info' = 'warning';
  switch (reason) {
    case 'repay-first':
      status = 'error';
      figure = {
        label: t('unavailable.overdueFigure', { days: pc.OVERDUE_DAYS }),
        value: formatRupiah(pc.BILL_BAL_AMT, lang),
        tone: 'overdue',
      };
      break;
    case 'not-available':
      figure = {
        label: t('unavailable.cashLimit'),
        value: formatRupiah(pc.CASH_OTB, lang),
        note: t('unavailable.minimum', { amount: formatRupiah(minimumOf(pc), lang) }),
      };
      break;
    case 'only-pay':
      icon = <ShopbagOutline />;
      status = 'info';
      figure = { label: t('unavailable.availableLimit'), value: formatRupiah(pc.AVAILABLE_OTB, lang) };
      break;
    case 'account-locked':
      icon = <LockFill />;
      if (pc.LOCK_END_TIME)
        body.push(t('unavailable.lockedUntil', { time: formatDateTime(pc.LOCK_END_TIME, lang) }));
      break;
    case 'once-per-month':
      icon = <ClockCircleFill />;
      status = 'info';
      if (nextDate) body.push(t('unavailable.nextDate', { date: formatDate(nextDate, lang) }));
      break;
    default:
      icon = <LockFill />;
      status = 'error';
  }
  return (
    <Outcome
      testId={`cash-${reason}`}
      status={status}
      icon={icon}
      title={t(TITLE[reason])}
      body={body}
      figure={figure}
      action={{ label: t('home'), onClick: () => nav.replace(ROUTES.PAY_LATER_HOME) }}
    />
  );
}
