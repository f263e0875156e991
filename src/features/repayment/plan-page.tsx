import { Collapse } from 'antd-mobile';
import { CheckShieldOutline, ClockCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { TextLink } from '../../shared/ui/text-link';
import { loanName, partsLine, useRepayLabels } from './labels';
import { earlyPath, payAllPath, payBillPath } from './paths';
import { useRepayInfo, useUnpaidBills } from './use-repay-data';
import './repayment.css';

/**
 * ROUTES.SERVICE_REPAYMENT: the repayment plan. The total due large (late fees included), the unpaid
 * statements (overdue ones with their days, in the overdue colour), the billed amounts per loan, the
 * auto-payment line; "Bayar semua" pays everything, a statement pays one bill, early repayment is a link.
 */
export default function PlanPage() {
  const { t, i18n } = useTranslation('repayment');
  const lang = i18n.language;
  const nav = useAppNavigate();
  const labels = useRepayLabels();
  const info = useRepayInfo();
  const bills = useUnpaidBills();
  useBackHandler(useCallback(() => nav.replace(ROUTES.PAY_LATER_HOME), [nav]));

  if (info.error) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <PageSkeleton />;
  const data = info.data;
  const due = Number(data.STMT_BAL_AMT);
  const overdue = data.OVERDUE_STMT_LIST;
  const overdueDays = Math.max(0, ...overdue.map((s) => Number(s.OVERDUE_DAYS)));
  const lateFee = data.LOAN_LIST.reduce((sum, l) => sum + Number(l.PENALTY_BAL), 0);
  const billed = data.LOAN_LIST.filter((l) => Number(l.BAL_AMT) > 0);
  const daysOf = (month: string) => overdue.find((s) => s.STMT_MONTH === month)?.OVERDUE_DAYS;
  const nextDue = bills.data
    ?.filter((b) => !daysOf(b.STMT_MONTH))
    .map((b) => b.PMT_DUE_DATE)
    .sort()[0];

  const status =
    due === 0 ? (
      <StatusTag tone="paid" testId="repay-plan-status">
        {t('paid')}
      </StatusTag>
    ) : overdueDays > 0 ? (
      <StatusTag tone="overdue" testId="repay-plan-status">
        {labels.overdue(overdueDays)}
      </StatusTag>
    ) : nextDue ? (
      <StatusTag tone="due-soon" testId="repay-plan-status">
        {t('dueOn', { date: formatDate(nextDue, lang) })}
      </StatusTag>
    ) : null;

  return (
    <Screen testId="repay-plan" className="rp">
      <Card className="rp-hero">
        <Hero
          label={t('plan.totalLabel')}
          amount={formatRupiah(due, lang)}
          tone={overdueDays > 0 ? 'overdue' : undefined}
          testId="repay-total"
          note={status}
        />
        {lateFee > 0 ? (
          <>
            <Rows
              label={t('plan.totalLabel')}
              rows={[
                {
                  label: t('plan.lateFee'),
                  value: formatRupiah(lateFee, lang),
                  tone: 'overdue',
                  testId: 'repay-late-fee',
                },
              ]}
            />
            <p className="rp-hint">{t('plan.lateFeeGrows')}</p>
          </>
        ) : null}
      </Card>

      {due === 0 ? (
        <Card>
          <EmptyState
            testId="repay-nothing-due"
            icon={<CheckShieldOutline />}
            title={t('plan.nothingDue.title')}
            body={t('plan.nothingDue.body')}
          />
        </Card>
      ) : (
        <Card title={t('plan.billsTitle')} testId="repay-bills">
          {bills.data ? (
            <ul className="rp-list">
              {bills.data.map((bill) => {
                const days = daysOf(bill.STMT_MONTH);
                const name = formatMonth(bill.STMT_MONTH, lang);
                return (
                  <li key={bill.STMT_MONTH}>
                    <button
                      type="button"
                      className="rp-item rp-item--bill"
                      onClick={() => nav.push(payBillPath(bill.STMT_MONTH))}
                      data-testid={`repay-bill-${bill.STMT_MONTH}`}
                      aria-label={`${t('plan.billName', { month: name })}, ${days ? labels.overdue(days) : t('dueOn', { date: formatDate(bill.PMT_DUE_DATE, lang) })}, ${formatRupiah(bill.STMT_BAL_AMT, lang)}`}
                    >
                      {/* Spaces between the parts: the name read from them holds the words (WCAG 2.5.3). */}
                      <span className="rp-item__name">{name}</span>{' '}
                      {/* Read name, status, amount (as the label); drawn with the tag on a line of its own under them. */}
                      <span className="rp-item__tag" data-testid="repay-bill-tag">
                        {days ? (
                          <StatusTag tone="overdue">{labels.overdue(days)}</StatusTag>
                        ) : (
                          <StatusTag tone="due-soon">
                            {t('dueOn', { date: formatDate(bill.PMT_DUE_DATE, lang) })}
                          </StatusTag>
                        )}
                      </span>{' '}
                      <span
                        className={`rp-item__amount${days ? ' rp-item__amount--overdue' : ''}`}
                        data-testid="repay-bill-amount"
                      >
                        {formatRupiah(bill.STMT_BAL_AMT, lang)}
                      </span>
                      <RightOutline className="rp-item__chevron" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : bills.error ? (
            <ErrorState error={bills.error} onRetry={() => void bills.refetch()} />
          ) : (
            <p className="rp-hint" role="status">
              {t('plan.billsLoading')}
            </p>
          )}
          {billed.length ? (
            <Collapse className="rp-collapse">
              <Collapse.Panel key="loans" title={t('plan.loansShow', { count: billed.length })}>
                <ul className="rp-list" aria-label={t('plan.loansTitle')}>
                  {billed.map((loan) => (
                    <li
                      key={loan.REF_NBR}
                      className="rp-item rp-item--stack rp-item--static"
                      data-testid={`repay-loan-${loan.REF_NBR}`}
                    >
                      <span className="rp-item__head">
                        <span className="rp-item__name">{loanName(loan)}</span>
                        <span className="rp-item__amount">{formatRupiah(loan.BAL_AMT, lang)}</span>
                      </span>
                      <span className="rp-item__note">
                        {partsLine([
                          ...labels.kindOf(loan),
                          t('plan.loanPrincipal', { amount: formatRupiah(loan.PRIN_BAL, lang) }),
                          t('plan.loanInterest', { amount: formatRupiah(loan.INTEREST_BAL, lang) }),
                          t('plan.loanFee', {
                            amount: formatRupiah(Number(loan.FEE_BAL) + Number(loan.MONTH_FEE_BAL), lang),
                          }),
                        ])}
                      </span>
                      {Number(loan.PENALTY_BAL) > 0 ? (
                        <span className="rp-item__note rp-item__note--overdue">
                          {t('plan.loanPenalty', { amount: formatRupiah(loan.PENALTY_BAL, lang) })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </Collapse.Panel>
            </Collapse>
          ) : null}
        </Card>
      )}

      {data.IS_AUTO_PAY_ONLINE === 'Y' ? (
        <Card title={t('plan.autoPay.title')} icon={<ClockCircleOutline />} testId="repay-auto-pay">
          <p className="rp-text">{t('plan.autoPay.body')}</p>
        </Card>
      ) : null}

      <Card title={t('plan.early.title')} testId="repay-early-entry">
        <p className="rp-text">{t('plan.early.body')}</p>
        {due > 0 ? (
          <TextLink onClick={() => nav.push(earlyPath())} testId="repay-early-link">
            {t('plan.early.action')}
          </TextLink>
        ) : null}
      </Card>

      {due > 0 ? (
        <BottomAction onClick={() => nav.push(payAllPath())} testId="repay-pay-all">
          {t('plan.payAll')}
        </BottomAction>
      ) : (
        <BottomAction onClick={() => nav.push(earlyPath())} testId="repay-early-primary">
          {t('plan.early.action')}
        </BottomAction>
      )}
    </Screen>
  );
}
