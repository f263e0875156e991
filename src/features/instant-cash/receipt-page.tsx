import { Tag } from 'antd-mobile';
import { SendOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { formatDate, formatDateTime } from '../../shared/lib/dates';
import { Outcome } from '../../shared/ui/outcome';
import { Rows, useInstalmentRows, useTermLabel } from './quote-view';
import { useLoanReceipt, usePersonalCenter } from './use-cash-data';
import { termStatusOf } from '../../shared/ui/payment-status';
import { PaymentStatusTag } from '../../shared/ui/payment-status-tag';
import { scheduleFeeOf } from '../../../contracts/entities/instant-cash';
// The shared shell's classes first, so the feature's modifiers win.
import { QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/screen.css';
import './instant-cash.css';
import { CashCard } from './cash-card';

const STATUS_COLOR = {
  S: 'primary',
  O: 'danger',
  C: 'success',
  R: 'default',
  F: 'danger',
  P: 'primary',
} as const;

/**
 * ROUTES.LOAN_RECEIPT (?ref=<reference>, else the latest Instant Cash): the loan as the bank books it
 * (query/loan_receipt): amount, what arrived, term, rate, fees, coupon, dates, reference and the schedule
 * with what is paid.
 */
export default function ReceiptPage() {
  const { t, i18n } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const termLabel = useTermLabel();
  const instalmentRows = useInstalmentRows();
  const [search] = useSearchParams();
  const receipt = useLoanReceipt(search.get('ref') ?? undefined);
  // "Today" of the schedule (a term due before it and unpaid is overdue); none yet reads nothing overdue.
  const today = usePersonalCenter().data?.BUSINESS_DATE ?? '';
  const home = useCallback(() => nav.replace(ROUTES.PAY_LATER_HOME), [nav]);
  useBackHandler(home);

  return (
    <QueryFrame query={receipt}>
      {(loan) => {
        if (!loan) {
          return (
            <Outcome
              testId="cash-receipt-none"
              status="info"
              icon={<SendOutline />}
              title={t('receipt.notFound')}
              body=""
              action={{ label: t('home'), onClick: home }}
            />
          );
        }
        const lang = i18n.language;
        const discount = Number(loan.EQUITY_DISCOUNT_AMT);
        return (
          <div className="screen" data-testid="cash-receipt-page">
            <section className="card cash-summary" aria-labelledby="cash-receipt-amount">
              <p className="cash-summary__status">
                <Tag color={STATUS_COLOR[loan.LOAN_STATUS]} fill="outline" round>
                  {t(`receipt.status.${loan.LOAN_STATUS}`)}
                </Tag>
              </p>
              <h2 className="cash-summary__label" id="cash-receipt-amount">
                {t('receipt.amount')}
              </h2>
              <p className="cash-summary__amount">{formatRupiah(loan.LOAN_INIT_PRIN, lang)}</p>
              <p className="cash-summary__received">
                {t('receipt.received')} <strong>{formatRupiah(loan.LOAN_REAL_AMT, lang)}</strong>
              </p>
            </section>

            <CashCard titleId="cash-receipt-details" title={t('receipt.details')}>
              <Rows
                label={t('receipt.details')}
                rows={[
                  { label: t('receipt.term'), value: termLabel(loan.ORIG_TOTAL_TERM) },
                  {
                    label: t('receipt.rate'),
                    value: t('perMonth', { rate: formatRate(loan.INT_RATE, lang) }),
                  },
                  ...instalmentRows(
                    loan.SCHEDULE_LIST.map((s) => s.TOTAL_AMT),
                    loan.MONTH_LOAN_TERM_AMT,
                    t('receipt.monthly'),
                  ),
                  { label: t('receipt.upfrontFee'), value: formatRupiah(loan.UPFRONT_ADMIN_FEE, lang) },
                  ...(loan.EQUITY_NO
                    ? [
                        { label: t('receipt.coupon'), value: loan.EQUITY_NAME || loan.EQUITY_NO },
                        ...(discount > 0
                          ? [{ label: t('receipt.discount'), value: formatRupiah(discount, lang, 'out') }]
                          : []),
                      ]
                    : []),
                  { label: t('receipt.loanTime'), value: formatDateTime(loan.LOAN_TIME, lang, 'long') },
                  { label: t('receipt.firstDue'), value: formatDate(loan.FIRST_PMT_DATE, lang, 'long') },
                  ...(loan.NEXT_PMT_DATE
                    ? [{ label: t('receipt.nextDue'), value: formatDate(loan.NEXT_PMT_DATE, lang, 'long') }]
                    : []),
                  { label: t('receipt.lastDue'), value: formatDate(loan.LAST_PMT_DATE, lang, 'long') },
                  {
                    label: t('receipt.paidTerms'),
                    value: t('receipt.paidTermsValue', { paid: loan.PAID_TERM, total: loan.CURR_TOTAL_TERM }),
                  },
                  { label: t('receipt.reference'), value: loan.REF_NBR, testId: 'cash-receipt-ref' },
                ]}
              />
            </CashCard>

            <CashCard titleId="cash-receipt-schedule" title={t('schedule.title')}>
              <ol className="cash-schedule__list">
                {loan.SCHEDULE_LIST.map((item) => (
                  <li key={item.TERM} className="cash-schedule__item">
                    <span className="cash-schedule__head">
                      <span>
                        <strong>{t('schedule.item', { term: item.TERM })}</strong>
                        <span className="cash-schedule__due">
                          {t('schedule.due', { date: formatDate(item.PMT_DUE_DATE, lang) })}
                        </span>
                      </span>
                      <span className="cash-schedule__amount">{formatRupiah(item.TOTAL_AMT, lang)}</span>
                    </span>
                    <span className="cash-schedule__parts">
                      {t('schedule.parts', {
                        principal: formatRupiah(item.PRIN_AMT, lang),
                        interest: formatRupiah(item.INT_AMT, lang),
                        fee: formatRupiah(scheduleFeeOf(item), lang),
                      })}
                    </span>
                    <span className="cash-schedule__paid">
                      <PaymentStatusTag status={termStatusOf(item, today)} testId="cash-term-status" />
                    </span>
                  </li>
                ))}
              </ol>
            </CashCard>

            <BottomAction onClick={home} testId="cash-receipt-done">
              {t('receipt.done')}
            </BottomAction>
          </div>
        );
      }}
    </QueryFrame>
  );
}
