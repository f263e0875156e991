import { List } from 'antd-mobile';
import {
  BankcardOutline,
  CalendarOutline,
  ExclamationCircleOutline,
  FileOutline,
  LoopOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { formatDateTime, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { EmptyState } from '../../shared/ui/empty-state';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { DueNote } from './bill-parts';
import { billStateOf, lateFeeCharged, payTargetOf, type Bill, type Processing } from './bill-view';
import { billsFailure, RowLink, StatusLine } from './bills-chrome';
import { billDetailPath, payBillPath } from './paths';
import { useBill, usePersonalCenter, useProcessing } from './use-bills';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { onlyIf, QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/lists.css';
import './bills.css';

/** The current statement: month, status, what is left, the due date, late fee, a repayment in progress. */
function CurrentBill({ bill, processing }: { bill: Bill; processing: Processing | undefined }) {
  const { t, i18n } = useTranslation('bills');
  const lang = i18n.language;
  const balance = Number(bill.STMT_BAL_AMT);
  const state = billStateOf(
    bill.STMT_STATUS,
    balance,
    (processing?.billAmount ?? 0) > 0,
    Number(bill.STMT_PAID_AMT),
  );
  const fee = Number(bill.PENALTY_BAL);
  return (
    <Card
      title={t('index.current', { month: formatMonth(bill.STMT_MONTH, lang) })}
      icon={<FileOutline />}
      testId="bill-current"
    >
      <StatusLine state={state} />
      <Hero
        label={state === 'repaid' ? t('index.paidAmount') : t('index.balance')}
        amount={formatRupiah(state === 'repaid' ? bill.STMT_PAID_AMT : balance, lang)}
        tone={state === 'overdue' ? 'overdue' : state === 'repaid' ? 'paid' : undefined}
        note={<DueNote bill={bill} />}
        testId="bill-amount"
      />
      {fee > 0 || lateFeeCharged(bill) > 0 ? (
        <Rows
          label={t('index.lateFeeLabel')}
          rows={[
            {
              label: t('summary.lateFee'),
              value: formatRupiah(fee, lang),
              tone: fee > 0 ? 'overdue' : undefined,
              testId: 'bill-late-fee',
            },
          ]}
        />
      ) : null}
      {state === 'pending' && processing ? (
        <p className="bills-notice bills-notice--processing" data-testid="bill-processing">
          {t('pending.notice', {
            amount: formatRupiah(processing.billAmount, lang),
            time: formatDateTime(processing.since, lang),
          })}
        </p>
      ) : null}
      <RowLink to={billDetailPath(bill.STMT_MONTH)} className="bills-more" testId="bill-open-detail">
        {t('index.details')}
      </RowLink>
    </Card>
  );
}

/** Nothing on the current statement: no bill yet (a new line) or nothing billed this month. */
function NoBill({ center, bill }: { center: PersonalCenter; bill: Bill | undefined }) {
  const { t, i18n } = useTranslation('bills');
  const nav = useAppNavigate();
  const unbilled = Number(center.UN_BILL_AMT);
  const fresh = !bill;
  return (
    <Card testId="bill-none">
      <EmptyState
        testId={fresh ? 'bill-none-yet' : 'bill-none-this-month'}
        icon={<FileOutline />}
        title={
          fresh
            ? t('none.title')
            : t('none.monthTitle', { month: formatMonth(bill.STMT_MONTH, i18n.language) })
        }
        body={
          unbilled > 0
            ? t('none.unbilled', { amount: formatRupiah(unbilled, i18n.language) })
            : fresh
              ? t('none.body')
              : t('none.monthBody')
        }
        action={
          unbilled > 0
            ? { label: t('none.seeUpcoming'), onClick: () => nav.push(ROUTES.BILL_UPCOMING) }
            : { label: t('none.shop'), onClick: () => nav.replace(ROUTES.PAY_LATER_HOME) }
        }
      />
    </Card>
  );
}

function Entry({
  to,
  icon,
  title,
  description,
  extra,
  testId,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  extra?: ReactNode;
  testId: string;
}) {
  return (
    <RowLink to={to} testId={testId}>
      <List.Item
        prefix={<span className="list-icon bills-entry__icon">{icon}</span>}
        description={description}
        extra={extra}
        arrow
      >
        <span className="bills-entry__title">{title}</span>
      </List.Item>
    </RowLink>
  );
}

/** The ways on: upcoming, overdue (with the count), history, records, auto-repayment. */
function Entries({ center, bill }: { center: PersonalCenter; bill: Bill | undefined }) {
  const { t, i18n } = useTranslation('bills');
  const overdue = bill?.OVERDUE_STMT_LIST ?? [];
  const overdueAmount = overdue.reduce((sum, s) => sum + Number(s.STMT_BAL_AMT), 0);
  const unbilled = Number(center.UN_BILL_AMT);
  return (
    <List className="card-list bills-entries" aria-label={t('index.entries')}>
      <Entry
        to={ROUTES.BILL_UPCOMING}
        icon={<CalendarOutline />}
        title={t('titles.upcoming')}
        description={
          unbilled > 0
            ? t('index.upcoming', { amount: formatRupiah(unbilled, i18n.language) })
            : t('index.upcomingNone')
        }
        testId="entry-upcoming"
      />
      <Entry
        to={ROUTES.BILL_OVERDUE}
        icon={<ExclamationCircleOutline />}
        title={t('titles.overdue')}
        description={
          overdue.length > 0 ? (
            <span className="bills-overdue-text">
              {t('index.overdue', { n: overdue.length, amount: formatRupiah(overdueAmount, i18n.language) })}
            </span>
          ) : (
            t('index.overdueNone')
          )
        }
        extra={
          overdue.length > 0 ? (
            <span className="bills-count" data-testid="entry-overdue-count">
              {overdue.length}
            </span>
          ) : null
        }
        testId="entry-overdue"
      />
      <Entry
        to={ROUTES.BILL_HISTORY}
        icon={<UnorderedListOutline />}
        title={t('titles.history')}
        description={t('index.history')}
        testId="entry-history"
      />
      <Entry
        to={ROUTES.BILL_RECORDS}
        icon={<BankcardOutline />}
        title={t('titles.records')}
        description={t('index.records')}
        testId="entry-records"
      />
      <Entry
        to={ROUTES.BILL_AUTO_REPAYMENT}
        icon={<LoopOutline />}
        title={t('titles.autoRepayment')}
        description={t('index.autoRepayment')}
        testId="entry-auto-repayment"
      />
    </List>
  );
}

/** The one primary action: pay this bill, pay everything overdue, or wait for a repayment in progress. */
function PayAction({ bill, processing }: { bill: Bill | undefined; processing: Processing | undefined }) {
  const { t } = useTranslation('bills');
  const nav = useAppNavigate();
  const target = payTargetOf(bill ?? null);
  if (!target) return null;
  const busy = processing?.any ?? false;
  return (
    <BottomAction
      testId="bills-pay"
      disabled={busy}
      disabledReason={busy ? t('pending.payClosed') : undefined}
      onClick={() => nav.push(target.kind === 'bill' ? payBillPath(target.month) : ROUTES.SERVICE_REPAYMENT)}
    >
      {target.kind === 'bill' ? t('pay.bill') : t('pay.all')}
    </BottomAction>
  );
}

/** ROUTES.BILLS: the current statement, the ways to the other bill screens, and paying. */
export default function BillsPage() {
  useBackOr(ROUTES.PAY_LATER_HOME);
  const center = usePersonalCenter();
  const month = center.data?.STMT_MONTH || undefined;
  const bill = useBill(month);
  const processing = useProcessing();
  return (
    <QueryFrame queries={[center, onlyIf(!!month, bill)]} failure={billsFailure}>
      {([centerData, billData]) => {
        const current = billData && billData.STMT_STATUS !== '' ? billData : undefined;
        return (
          <Screen testId="bills-index" className="bills">
            <ListRefresh
              ns="bills"
              onRefresh={async () => {
                // The current bill follows the month personal_center answers (a disabled query would still run).
                await center.refetch();
                await Promise.all([month ? bill.refetch() : null, processing.refetch()]);
              }}
            >
              <div className="bills__stack">
                {current ? (
                  <CurrentBill bill={current} processing={processing.data} />
                ) : (
                  <NoBill center={centerData} bill={billData ?? undefined} />
                )}
                <Entries center={centerData} bill={billData ?? undefined} />
              </div>
            </ListRefresh>
            <PayAction bill={current} processing={processing.data} />
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
