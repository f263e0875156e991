import { CheckShieldOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { EmptyState } from '../../shared/ui/empty-state';
import { CallFailure, QueryFrame } from '../../shared/ui/query-frame';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { TextLink } from '../../shared/ui/text-link';
import { useRepayLabels } from './labels';
import { earlyPath, payAllPath } from './paths';
import { BilledLoans, BillList } from './plan-bills';
import { useRepayInfo, useUnpaidBills } from './use-repay-data';
import './repayment.css';

/**
 * ROUTES.SERVICE_REPAYMENT: the repayment plan. The total due large (late fees included), the unpaid
 * statements (overdue ones with their days, in the overdue colour), the billed amounts per loan, the
 * auto-payment line; "Bayar semua" pays everything, a statement pays one bill, early repayment is a link.
 */
export default function PlanPage() {
  const nav = useAppNavigate();
  const info = useRepayInfo();
  const bills = useUnpaidBills();
  useBackHandler(useCallback(() => nav.replace(ROUTES.PAY_LATER_HOME), [nav]));

  return <QueryFrame query={info}>{(data) => <PlanView data={data} bills={bills} />}</QueryFrame>;
}

type RepayInfo = NonNullable<ReturnType<typeof useRepayInfo>['data']>;

/** The plan with the bank's repay info; the unpaid bills fill in when they come. */
function PlanView({ data, bills }: { data: RepayInfo; bills: ReturnType<typeof useUnpaidBills> }) {
  const { t, i18n } = useTranslation('repayment');
  const lang = i18n.language;
  const nav = useAppNavigate();
  const labels = useRepayLabels();
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
      <Card className="card--stack rp-hero">
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
            <BillList bills={bills.data} daysOf={daysOf} />
          ) : bills.error ? (
            <CallFailure error={bills.error} onRetry={() => void bills.refetch()} />
          ) : (
            <p className="rp-hint" role="status">
              {t('plan.billsLoading')}
            </p>
          )}
          {billed.length ? <BilledLoans loans={billed} /> : null}
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
