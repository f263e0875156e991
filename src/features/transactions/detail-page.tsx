import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import { isCode } from '../../api/is-code';
import { formatDateTime } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Rows, type Row } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { noAccountFailure, TxnInfo } from './no-account';
import { Schedule } from './schedule';
import { TransactionStatus, signedAmount } from './transaction-row';
import {
  isActiveLoan,
  kindOf,
  origTypeKeyOf,
  paidTermsOf,
  typeKeyOf,
  wasOpenedFromList,
  type TransactionDetail,
} from './transaction-view';
import { TypeIcon } from './type-icon';
import { useBusinessDate, useTransactionDetail } from './use-transactions';
import { QueryFrame } from '../../shared/ui/query-frame';
import './transactions.css';

/** The rows of the details card, per kind of transaction. */
function useDetailRows() {
  const { t } = useTranslation('transactions');
  const months = (count: string) => t('detail.termValue', { count: Number(count) });
  return (detail: TransactionDetail): Row[] => {
    const kind = kindOf(detail.TRANSACTION_TYPE);
    const reference = {
      label: t('detail.reference'),
      value: detail.TRANSACTION_NO,
      reference: true,
      testId: 'txn-reference',
    };
    const orig = origTypeKeyOf(detail);
    if (kind === 'repayment') {
      const option =
        detail.REPAY_OPTION === 'IOURepay' || detail.REPAY_OPTION === 'BillRepay'
          ? detail.REPAY_OPTION
          : null;
      return [
        ...(option
          ? [{ label: t('detail.repayOption'), value: t(`options.${option}`), testId: 'txn-option' }]
          : []),
        ...(detail.REPAY_TYPE
          ? [{ label: t('detail.method'), value: t(`methods.${detail.REPAY_TYPE}`), testId: 'txn-method' }]
          : []),
        ...(detail.REPAY_BANK_NAME
          ? [{ label: t('detail.bank'), value: detail.REPAY_BANK_NAME, testId: 'txn-bank' }]
          : []),
        ...(orig ? [{ label: t('detail.paidFor'), value: t(orig), testId: 'txn-for' }] : []),
        ...(detail.SUB_TRANSACTION_TYPE === 'POINTS'
          ? [{ label: t('detail.points'), value: t('detail.pointsValue'), testId: 'txn-points' }]
          : []),
        ...(detail.SUB_TRANSACTION_TYPE === 'SUBSTITUTE'
          ? [{ label: t('detail.substitute'), value: t('detail.substituteValue'), testId: 'txn-substitute' }]
          : []),
        reference,
      ];
    }
    if (kind === 'refund') {
      return [
        { label: t('detail.merchant'), value: detail.MERCHANT_NAME, testId: 'txn-merchant' },
        ...(orig ? [{ label: t('detail.originalType'), value: t(orig), testId: 'txn-original' }] : []),
        ...(Number(detail.ORIG_TOTAL_TERM) > 0
          ? [
              {
                label: t('detail.originalTerm'),
                value: months(detail.ORIG_TOTAL_TERM),
                testId: 'txn-original-term',
              },
            ]
          : []),
        reference,
      ];
    }
    const schedule = detail.SCHEDULE_LIST;
    const done = detail.TRANSACTION_STATUS === 'S';
    return [
      ...(detail.TRANSACTION_TYPE === 'C'
        ? []
        : [{ label: t('detail.merchant'), value: detail.MERCHANT_NAME, testId: 'txn-merchant' }]),
      { label: t('detail.term'), value: months(detail.ORIG_TOTAL_TERM), testId: 'txn-term' },
      ...(done && schedule.length > 0
        ? [
            {
              label: t('detail.paidTerms'),
              value: t('detail.paidTermsValue', { paid: paidTermsOf(schedule), total: schedule.length }),
              testId: 'txn-paid-terms',
            },
            {
              label: t('detail.repaid'),
              value: detail.STMT_PAID === 'Y' ? t('detail.repaidYes') : t('detail.repaidNo'),
              tone: detail.STMT_PAID === 'Y' ? ('paid' as const) : undefined,
              testId: 'txn-repaid',
            },
          ]
        : []),
      reference,
    ];
  };
}

/**
 * ROUTES.TRANSACTION_DETAIL (?id=TRANSACTION_ID): one credit transaction (query/transaction_detail) as
 * its type needs it: a loan (Pay Later, Instant Cash) with its terms and schedule and the early repayment
 * while it runs; a refund with the transaction it returns; a repayment with its option, method, bank,
 * reference and points.
 */
export default function DetailPage() {
  const { t, i18n } = useTranslation('transactions');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useTransactionDetail(id);
  const today = useBusinessDate();
  const rowsOf = useDetailRows();
  const back = useCallback(() => {
    if (wasOpenedFromList(id)) nav.go(-1);
    else nav.replace(ROUTES.TRANSACTIONS);
  }, [id, nav]);
  useBackHandler(back);

  const notFound = (message: string) => <TxnInfo kind="notFound" message={message} />;
  if (!id) return notFound('');
  return (
    <QueryFrame
      query={detail}
      failure={(error) =>
        isCode(error, 'CREDIT_TRANSACTION_NOT_FOUND') ? notFound(error.ret_msg) : noAccountFailure(error)
      }
    >
      {(data) => {
        const type = data.TRANSACTION_TYPE;
        const kind = kindOf(type);
        const cancelled = data.TRANSACTION_STATUS === 'C';
        const active = isActiveLoan(data);
        const subtitle = kind === 'repayment' || type === 'C' ? null : data.MERCHANT_NAME;
        return (
          <Screen testId="txn-detail" className="txn-detail">
            <Card className="txn-summary" testId="txn-summary">
              <div className="txn-summary__head">
                <TypeIcon type={type} />
                <span className="txn-summary__what">
                  <h2 className="txn-summary__type" data-testid="txn-type">
                    {t(typeKeyOf(data))}
                  </h2>
                  {subtitle ? <span className="txn-summary__merchant">{subtitle}</span> : null}
                </span>
                <TransactionStatus status={data.TRANSACTION_STATUS} testId="txn-status" />
              </div>
              <Hero
                label={t(`detail.amount.${kind}`)}
                amount={signedAmount(data, i18n.language)}
                note={formatDateTime(data.TRANSACTION_TIME, i18n.language, 'long')}
                testId="txn-amount"
              />
              {cancelled ? (
                <p className="txn-summary__note" data-testid="txn-cancelled-note">
                  {kind === 'repayment' ? t('detail.cancelledRepayment') : t('detail.cancelledLoan')}
                </p>
              ) : kind === 'refund' ? (
                <p className="txn-summary__note">{t('detail.refundNote')}</p>
              ) : null}
            </Card>
            <Card title={t('detail.details')} testId="txn-details">
              <Rows label={t('detail.details')} rows={rowsOf(data)} />
            </Card>
            {data.SCHEDULE_LIST.length > 0 ? (
              <Card title={t('schedule.title')} testId="txn-schedule-card">
                <Schedule items={data.SCHEDULE_LIST} today={today.data ?? ''} />
              </Card>
            ) : null}
            {active ? (
              <BottomAction
                testId="txn-early-repay"
                onClick={() =>
                  nav.push(
                    `${ROUTES.REPAYMENT_EARLY}?${createSearchParams({ ref: data.REF_NBR }).toString()}`,
                  )
                }
              >
                {t('detail.earlyRepay')}
              </BottomAction>
            ) : (
              <div className="txn-detail__end" />
            )}
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
