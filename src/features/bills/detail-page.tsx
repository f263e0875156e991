import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { EmptyState } from '../../shared/ui/empty-state';
import { onlyIf, QueryFrame } from '../../shared/ui/query-frame';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { BillItems, DueNote } from './bill-parts';
import { billStateOf, isStmtMonth, lateFeeCharged, type Bill, type Processing } from './bill-view';
import { billsFailure, RowLink, StatusLine } from './bills-chrome';
import { payBillPath } from './paths';
import { useBill, usePersonalCenter, useProcessing } from './use-bills';
import './bills.css';

function NotFound({ title, body }: { title: string; body?: string }) {
  const { t } = useTranslation('bills');
  const nav = useAppNavigate();
  return (
    <Screen testId="bill-detail-empty" className="bills">
      <Card>
        <EmptyState
          icon={<FileOutline />}
          title={title}
          body={body}
          action={{ label: t('detail.toBills'), onClick: () => nav.replace(ROUTES.BILLS) }}
        />
      </Card>
    </Screen>
  );
}

function Summary({ bill }: { bill: Bill }) {
  const { t, i18n } = useTranslation('bills');
  const lang = i18n.language;
  const fee = lateFeeCharged(bill);
  const paid = Number(bill.STMT_PAID_AMT);
  const penaltyPaid = Number(bill.PENALTY_PAID);
  /** A row of an amount as it is, named by its summary key. */
  const money = (
    key: 'spending' | 'cash' | 'instalments' | 'total' | 'balance',
    amount: string,
    testId: string,
  ) => ({
    label: t(`summary.${key}`),
    value: formatRupiah(amount, lang),
    testId,
  });
  return (
    <>
      <Card title={t('detail.activityTitle')} testId="bill-activity">
        <p className="bills-card-note">
          {t('detail.activityNote', {
            start: formatDate(bill.START_DATE, lang, 'long'),
            end: formatDate(bill.END_DATE, lang, 'long'),
          })}
        </p>
        <Rows
          label={t('detail.activityTitle')}
          rows={[
            money('spending', bill.SPENDING_AMT, 'bill-spending'),
            money('cash', bill.CASH_AMT, 'bill-cash'),
            {
              label: t('summary.refunds'),
              value:
                Number(bill.REFUND_AMT) > 0
                  ? formatRupiah(bill.REFUND_AMT, lang, 'out')
                  : formatRupiah(0, lang),
              testId: 'bill-refunds',
            },
          ]}
        />
      </Card>
      <Card title={t('detail.summaryTitle')} testId="bill-summary">
        <Rows
          label={t('detail.summaryTitle')}
          rows={[
            money('instalments', bill.CUR_STMT_AMT, 'bill-instalments'),
            {
              label: t('summary.lateFee'),
              value: formatRupiah(fee, lang),
              tone: fee > 0 ? 'overdue' : undefined,
              note: fee > 0 ? t('summary.lateFeeNote') : undefined,
              testId: 'bill-late-fee',
            },
            { ...money('total', bill.STMT_AMT, 'bill-total'), strong: true },
            {
              label: t('summary.paid'),
              value: paid > 0 ? formatRupiah(paid, lang, 'out') : formatRupiah(0, lang),
              tone: paid > 0 ? 'paid' : undefined,
              note:
                penaltyPaid > 0
                  ? t('summary.penaltyPaid', { amount: formatRupiah(penaltyPaid, lang) })
                  : undefined,
              testId: 'bill-paid',
            },
            {
              ...money('balance', bill.STMT_BAL_AMT, 'bill-balance'),
              strong: true,
              tone: bill.STMT_STATUS === 'O' ? 'overdue' : undefined,
            },
            { label: t('summary.printDate'), value: formatDate(bill.STMT_DATE, lang, 'long') },
            { label: t('summary.dueDate'), value: formatDate(bill.PMT_DUE_DATE, lang, 'long') },
          ]}
        />
      </Card>
    </>
  );
}

function Detail({ bill, processing }: { bill: Bill; processing: Processing | undefined }) {
  const { t, i18n } = useTranslation('bills');
  const nav = useAppNavigate();
  const lang = i18n.language;
  const balance = Number(bill.STMT_BAL_AMT);
  const state = billStateOf(
    bill.STMT_STATUS,
    balance,
    (processing?.billAmount ?? 0) > 0,
    Number(bill.STMT_PAID_AMT),
  );
  const otherOverdue = bill.OVERDUE_STMT_LIST.filter((s) => s.STMT_MONTH !== bill.STMT_MONTH);
  const canPay = balance > 0 && (bill.STMT_STATUS === 'N' || bill.STMT_STATUS === 'O');
  const busy = processing?.any ?? false;
  return (
    <Screen testId="bill-detail" className="bills">
      <Card title={t('detail.title', { month: formatMonth(bill.STMT_MONTH, lang) })} testId="bill-head">
        <StatusLine state={state} />
        <Hero
          label={state === 'repaid' ? t('detail.paidInFull') : t('summary.balance')}
          amount={formatRupiah(state === 'repaid' ? bill.STMT_PAID_AMT : balance, lang)}
          tone={state === 'overdue' ? 'overdue' : state === 'repaid' ? 'paid' : undefined}
          note={<DueNote bill={bill} month="long" />}
          testId="bill-amount"
        />
        {state === 'pending' && processing ? (
          <p className="bills-notice bills-notice--processing" data-testid="bill-processing">
            {t('pending.notice', {
              amount: formatRupiah(processing.billAmount, lang),
              time: formatDateTime(processing.since, lang, 'long'),
            })}
          </p>
        ) : null}
        {state === 'repaid' ? (
          <p className="bills-notice bills-notice--paid" data-testid="bill-repaid">
            {t('detail.repaidNote')}
          </p>
        ) : null}
        {bill.AUTO_DEBIT_STATUS && bill.AUTO_DEBIT_TIME ? (
          <p
            className={`bills-notice bills-notice--${bill.AUTO_DEBIT_STATUS === 'S' ? 'paid' : 'overdue'}`}
            data-testid="bill-auto-debit"
          >
            {t(bill.AUTO_DEBIT_STATUS === 'S' ? 'detail.autoDebitPaid' : 'detail.autoDebitFailed', {
              amount: formatRupiah(bill.AUTO_DEBIT_AMT ?? '0', lang),
              time: formatDateTime(bill.AUTO_DEBIT_TIME, lang, 'long'),
            })}
          </p>
        ) : null}
        {otherOverdue.length > 0 ? (
          <RowLink
            to={ROUTES.BILL_OVERDUE}
            className="bills-more bills-more--overdue"
            testId="bill-other-overdue"
          >
            <ExclamationCircleOutline aria-hidden="true" />{' '}
            {t('detail.otherOverdue', { n: otherOverdue.length })}
          </RowLink>
        ) : null}
      </Card>
      <Summary bill={bill} />
      <Card title={t('items.title')} testId="bill-items">
        {bill.SPENDING_DETAIL.length + bill.CASH_DETAIL_LIST.length > 0 ? (
          <BillItems spending={bill.SPENDING_DETAIL} cash={bill.CASH_DETAIL_LIST} />
        ) : (
          <p className="bills-card-note">{t('items.none')}</p>
        )}
      </Card>
      {canPay ? (
        <BottomAction
          testId="bill-pay"
          disabled={busy}
          disabledReason={busy ? t('pending.payClosed') : undefined}
          onClick={() => nav.push(payBillPath(bill.STMT_MONTH))}
        >
          {t('pay.bill')}
        </BottomAction>
      ) : null}
    </Screen>
  );
}

/** ROUTES.BILL_DETAIL (?month=YYYYMM, else the current statement): one statement in full. */
export default function DetailPage() {
  const { t, i18n } = useTranslation('bills');
  useBackOr(ROUTES.BILLS);
  const [search] = useSearchParams();
  const asked = search.get('month');
  const center = usePersonalCenter(!asked);
  const month = asked ? (isStmtMonth(asked) ? asked : undefined) : center.data?.STMT_MONTH || undefined;
  const bill = useBill(month);
  const processing = useProcessing();
  if (asked && !month) return <NotFound title={t('detail.notFound')} />;
  return (
    <QueryFrame query={onlyIf(!asked, center)} failure={billsFailure}>
      {() =>
        month ? (
          <QueryFrame query={bill} failure={billsFailure}>
            {(data) =>
              data.STMT_STATUS === '' ? (
                <NotFound title={t('detail.nothing', { month: formatMonth(month, i18n.language) })} />
              ) : (
                <Detail bill={data} processing={processing.data} />
              )
            }
          </QueryFrame>
        ) : (
          <NotFound title={t('none.title')} body={t('none.body')} />
        )
      }
    </QueryFrame>
  );
}
