import {
  CheckCircleFill,
  FileOutline,
  RightOutline,
  ClockCircleFill,
  CloseCircleFill,
  ExclamationCircleFill,
  ExclamationShieldFill,
  GiftOutline,
  LockFill,
  StopOutline,
} from 'antd-mobile-icons';
import { AUTO_DEBIT_HOUR } from '../../../contracts/entities/repayment';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeState } from '../../../contracts/entities/credit-home';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { formatDate, formatDateTime, formatMonth } from '../../shared/lib/dates';
import type { HomeView } from './home-view';
import { PaymentStatusTag } from '../../shared/ui/payment-status-tag';

const ICON: Record<HomeState, ReactNode> = {
  'account-deactivated': <StopOutline />,
  'account-closed': <CheckCircleFill />,
  'account-frozen': <LockFill />,
  'account-locked': <LockFill />,
  'security-risk': <ExclamationShieldFill />,
  loss: <CloseCircleFill />,
  frozen: <LockFill />,
  locked: <LockFill />,
  'partially-locked': <LockFill />,
  overdue: <ExclamationCircleFill />,
  'due-today': <ClockCircleFill />,
  'due-in-days': <ClockCircleFill />,
  'bill-ready': <FileOutline />,
  repaid: <CheckCircleFill />,
  'new-credit': <GiftOutline />,
  'no-bill': <CheckCircleFill />,
  'not-in-due': <CheckCircleFill />,
};

interface Content {
  title: string;
  rows: Array<{ label: string; value: string; testId: string }>;
  notes: string[];
}

/** The words of the banner: a title, the figures that matter, what to do. */
function useContent(view: HomeView): Content {
  const { t, i18n } = useTranslation('paylaterHome');
  const lang = i18n.language;
  const amountDue = {
    label: t('banner.amountDue'),
    value: formatRupiah(view.billDue, lang),
    testId: 'banner-due',
  };
  const dueDate = {
    label: t('banner.dueDate'),
    value: formatDate(view.dueDate, lang),
    testId: 'banner-due-date',
  };
  const paid = {
    label: t('banner.paid'),
    value: formatRupiah(view.billPaid, lang),
    testId: 'banner-paid',
  };
  const month = formatMonth(view.stmtMonth, lang);
  const auto = view.autoDebit;
  const autoFigures = {
    date: formatDate(auto.time.slice(0, 8), lang),
    amount: formatRupiah(auto.amount, lang),
  };
  switch (view.state) {
    case 'overdue':
      return {
        title:
          view.overdueDays === 1
            ? t('banner.overdue.titleOne')
            : t('banner.overdue.titleMany', { days: view.overdueDays }),
        rows: [
          amountDue,
          { label: t('banner.lateFee'), value: formatRupiah(view.lateFee, lang), testId: 'banner-late-fee' },
        ],
        notes: [
          ...(auto.status === 'F' ? [t('banner.autoDebit.failed', autoFigures)] : []),
          ...(view.overdueMany ? [t('banner.overdue.bills')] : []),
          t('banner.overdue.body'),
        ],
      };
    case 'due-today':
      return {
        title: t('banner.dueToday.title'),
        rows: [amountDue],
        notes: [t('banner.dueToday.body'), t('banner.autoDebit.tonight', { hour: `${AUTO_DEBIT_HOUR}.00` })],
      };
    case 'due-in-days':
      return {
        title:
          view.daysToDue === 1
            ? t('banner.dueInDays.titleOne')
            : t('banner.dueInDays.titleMany', { days: view.daysToDue ?? 0 }),
        rows: [amountDue, dueDate],
        notes: [t('banner.dueInDays.body')],
      };
    case 'bill-ready':
      if (view.billPaid > 0) {
        return {
          title: t('banner.partlyPaid.title', { month }),
          rows: [paid, { ...amountDue, label: t('banner.left') }, dueDate],
          notes: [t('banner.partlyPaid.body')],
        };
      }
      return {
        title: t('banner.billReady.title', { month }),
        rows: [amountDue, dueDate],
        notes: [t('banner.billReady.body')],
      };
    case 'repaid':
      return {
        title: t('banner.repaid.title', { month }),
        rows: [],
        notes: [auto.status === 'S' ? t('banner.autoDebit.paid', autoFigures) : t('banner.repaid.body')],
      };
    case 'new-credit':
      return { title: t('banner.newCredit.title'), rows: [], notes: [t('banner.newCredit.body')] };
    case 'no-bill':
      return { title: t('banner.noBill.title'), rows: [], notes: [t('banner.noBill.body')] };
    case 'not-in-due':
      return { title: t('banner.notInDue.title'), rows: [], notes: [t('banner.notInDue.body')] };
    case 'frozen':
      return { title: t('banner.frozen.title'), rows: [], notes: [t('banner.frozen.body')] };
    case 'locked':
      return { title: t('banner.locked.title'), rows: [], notes: [t('banner.locked.body')] };
    case 'partially-locked':
      return {
        title: t('banner.partiallyLocked.title'),
        rows: [],
        notes: [t('banner.partiallyLocked.body')],
      };
    case 'loss':
      return { title: t('banner.loss.title'), rows: [], notes: [t('banner.loss.body')] };
    case 'account-frozen':
      return { title: t('banner.accountFrozen.title'), rows: [], notes: [t('banner.accountFrozen.body')] };
    case 'account-locked':
      return {
        title: t('banner.accountLocked.title'),
        rows: [],
        notes: [
          t('banner.accountLocked.body'),
          ...(view.lockEnd
            ? [t('banner.accountLocked.until', { time: formatDateTime(view.lockEnd, lang) })]
            : []),
        ],
      };
    case 'security-risk':
      return { title: t('banner.securityRisk.title'), rows: [], notes: [t('banner.securityRisk.body')] };
    case 'account-deactivated':
      return {
        title: t('banner.accountDeactivated.title'),
        rows: view.billDue > 0 ? [amountDue] : [],
        notes: [t('banner.accountDeactivated.body'), t('banner.accountDeactivated.contact')],
      };
    case 'account-closed':
      return { title: t('banner.accountClosed.title'), rows: [], notes: [t('banner.accountClosed.body')] };
  }
}

/** States about a statement: the banner leads to it (the overdue ones to the overdue list when several). */
const BILL_STATES = new Set<HomeState>(['overdue', 'due-today', 'due-in-days', 'bill-ready', 'repaid']);

type BannerLink = {
  path: string;
  key: 'bannerLink.bill' | 'bannerLink.overdue' | 'bannerLink.help' | 'bannerLink.bills';
};

function billLinkOf(view: HomeView): BannerLink | null {
  // A deactivated line is settled with customer service; a closed one keeps its bills to read.
  if (view.state === 'account-deactivated') return { path: ROUTES.HELP, key: 'bannerLink.help' };
  if (view.state === 'account-closed') return { path: ROUTES.BILL_HISTORY, key: 'bannerLink.bills' };
  if (!BILL_STATES.has(view.state) || !/^\d{6}$/.test(view.stmtMonth)) return null;
  if (view.state === 'overdue' && view.overdueMany)
    return { path: ROUTES.BILL_OVERDUE, key: 'bannerLink.overdue' };
  return { path: `${ROUTES.BILL_DETAIL}?month=${view.stmtMonth}`, key: 'bannerLink.bill' };
}

/** The one status that matters most now, in colour, words and an icon (UX.md "Pay Later home"). */
export function StatusBanner({ view }: { view: HomeView }) {
  const { t } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const content = useContent(view);
  const link = billLinkOf(view);
  return (
    <section
      className={`ph-banner ph-banner--${view.tone}`}
      aria-label={t('banner.label')}
      data-testid="home-banner"
      data-state={view.state}
    >
      <span className="ph-banner__icon" aria-hidden="true">
        {ICON[view.state]}
      </span>
      <div className="ph-banner__text">
        <h2 className="ph-banner__title">{content.title}</h2>
        {view.billPaid > 0 ? (
          // The bill's own status, in its words and colour (a due-soon title says when, this what is paid).
          <PaymentStatusTag status="partial" testId="banner-status" />
        ) : null}
        {content.rows.length > 0 ? (
          <dl className="ph-banner__rows">
            {content.rows.map((row) => (
              <div className="ph-banner__row" key={row.testId}>
                <dt>{row.label}</dt>
                <dd data-testid={row.testId}>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {content.notes.map((note) => (
          <p className="ph-banner__note" key={note}>
            {note}
          </p>
        ))}
        {link ? (
          <button
            type="button"
            className="ph-banner__link"
            onClick={() => nav.push(link.path)}
            data-testid="home-banner-bill"
          >
            {t(link.key)}
            <RightOutline aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </section>
  );
}
