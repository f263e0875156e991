import { zodResolver } from '@hookform/resolvers/zod';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { AmountInput } from '../../shared/ui/amount-input';
import { EmptyState } from '../../shared/ui/empty-state';
import { Rows, type Row } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { useRepayLabels } from './labels';
import { PayFooter } from './pay-parts';
import { payTargetOf, planPath } from './paths';
import {
  repayAmountMessage,
  repayAmountSchema,
  type RepayAmountForm,
  type RepayAmountValues,
} from './repay-amount';
import { useRepay, type RepayOrder } from './use-repay';
import { useBill, useRepayInfo } from './use-repay-data';
import { QueryFrame } from '../../shared/ui/query-frame';
import './repayment.css';

/** ?mode=all: everything billed, late fees included, as one fixed amount. */
function PayAll() {
  const { t, i18n } = useTranslation('repayment');
  const nav = useAppNavigate();
  const labels = useRepayLabels();
  const info = useRepayInfo();
  const due = info.data ? Number(info.data.STMT_BAL_AMT) : null;
  const order: RepayOrder | null = due
    ? { TXN_CODE: 'BillRepay', TOT_AMOUNT: String(due), LOAN_LIST: [] }
    : null;
  const repay = useRepay(order);

  return (
    <QueryFrame query={info}>
      {(data) => {
        const owed = Number(data.STMT_BAL_AMT);
        if (owed === 0) {
          return (
            <Screen testId="repay-pay-nothing" className="rp">
              <Card>
                <EmptyState
                  icon={<CheckShieldOutline />}
                  title={t('plan.nothingDue.title')}
                  body={t('plan.nothingDue.body')}
                  action={{ label: t('backToPlan'), onClick: () => nav.replace(planPath()) }}
                />
              </Card>
            </Screen>
          );
        }
        const overdue = data.OVERDUE_STMT_LIST;
        const overdueDays = Math.max(0, ...overdue.map((s) => Number(s.OVERDUE_DAYS)));
        const lateFee = data.LOAN_LIST.reduce((sum, l) => sum + Number(l.PENALTY_BAL), 0);
        return (
          <Screen testId="repay-pay-all" className="rp">
            <Card className="card--stack rp-hero">
              <Hero
                label={t('pay.allLabel')}
                amount={formatRupiah(owed, i18n.language)}
                tone={overdueDays > 0 ? 'overdue' : undefined}
                testId="repay-amount"
                note={
                  overdueDays > 0 ? (
                    <StatusTag tone="overdue">{labels.overdue(overdueDays)}</StatusTag>
                  ) : undefined
                }
              />
              <p className="rp-hint">{t('pay.allNote')}</p>
              {lateFee > 0 ? (
                <Rows
                  label={t('pay.allLabel')}
                  rows={[
                    {
                      label: t('plan.lateFee'),
                      value: formatRupiah(lateFee, i18n.language),
                      tone: 'overdue',
                    },
                  ]}
                />
              ) : null}
            </Card>
            <PayFooter amount={owed} repay={repay} />
          </Screen>
        );
      }}
    </QueryFrame>
  );
}

/** ?mode=bill&month=YYYYMM: one statement, its balance prefilled; part of it may be paid, never more. */
function PayBill({ month }: { month: string }) {
  const { t, i18n } = useTranslation('repayment');
  const lang = i18n.language;
  const nav = useAppNavigate();
  const labels = useRepayLabels();
  const bill = useBill(month);
  const info = useRepayInfo();
  return (
    <QueryFrame query={bill}>
      {(data) => {
        const balance = Number(data.STMT_BAL_AMT);
        const monthName = formatMonth(month, lang);
        if (balance === 0) {
          return (
            <Screen testId="repay-pay-nothing" className="rp">
              <Card>
                <EmptyState
                  icon={<CheckShieldOutline />}
                  title={t('pay.billPaid.title', { month: monthName })}
                  body={t('pay.billPaid.body')}
                  action={{ label: t('backToPlan'), onClick: () => nav.replace(planPath()) }}
                />
              </Card>
            </Screen>
          );
        }
        // The payment goes to the oldest bill first: say so when an older one is still open.
        const olderOpen = !!info.data?.OVERDUE_STMT_LIST.some((s) => s.STMT_MONTH < month);
        const days = Number(data.OVERDUE_DAYS);
        const rows: Row[] = [
          { label: t('pay.dueDate'), value: formatDate(data.PMT_DUE_DATE, lang) },
          ...(Number(data.PENALTY_BAL) > 0
            ? [
                {
                  label: t('plan.lateFee'),
                  value: formatRupiah(data.PENALTY_BAL, i18n.language),
                  tone: 'overdue' as const,
                },
              ]
            : []),
          {
            label: t('pay.billBalance'),
            value: formatRupiah(balance, i18n.language),
            strong: true,
            testId: 'repay-bill-balance',
          },
        ];
        return (
          <BillForm
            key={month}
            month={month}
            title={t('pay.billTitle', { month: monthName })}
            status={days > 0 ? <StatusTag tone="overdue">{labels.overdue(days)}</StatusTag> : null}
            rows={rows}
            balance={balance}
            olderOpen={olderOpen}
          />
        );
      }}
    </QueryFrame>
  );
}

function BillForm({
  title,
  status,
  rows,
  balance,
  olderOpen,
}: {
  month: string;
  title: string;
  status: ReactNode;
  rows: Row[];
  balance: number;
  olderOpen: boolean;
}) {
  const { t, i18n } = useTranslation('repayment');
  const schema = useMemo(() => repayAmountSchema(balance), [balance]);
  const { control, trigger, setFocus, formState } = useForm<RepayAmountForm, unknown, RepayAmountValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: String(balance) },
  });
  const amount = useWatch({ control, name: 'amount' });
  const valid = schema.safeParse({ amount }).success;
  const order: RepayOrder | null = valid
    ? { TXN_CODE: 'BillRepay', TOT_AMOUNT: amount, LOAN_LIST: [] }
    : null;
  const repay = useRepay(order, { amountField: true });
  const bankRefusal = repay.refusal?.at === 'amount' ? repay.refusal.message : undefined;
  const fieldError = repayAmountMessage(formState.errors.amount?.message, i18n.language) ?? bankRefusal;

  const validate = async () => {
    if (await trigger('amount')) return true;
    setFocus('amount');
    return false;
  };

  return (
    <Screen testId="repay-pay-bill" className="rp">
      <Card title={title}>
        {status ? <div className="rp-status">{status}</div> : null}
        <Rows label={title} rows={rows} />
      </Card>
      <Card>
        <Controller
          name="amount"
          control={control}
          render={({ field }) => (
            <AmountInput
              id="repay-amount"
              label={t('pay.amountLabel')}
              currency={t('pay.currency')}
              inputRef={field.ref}
              value={field.value}
              onChange={(digits) => {
                repay.clearRefusal();
                field.onChange(digits);
              }}
              onBlur={field.onBlur}
              error={fieldError}
              hint={t('pay.maximum', { amount: formatRupiah(balance, i18n.language) })}
            />
          )}
        />
        {olderOpen ? <p className="rp-hint">{t('pay.oldestFirst')}</p> : null}
      </Card>
      <PayFooter amount={valid ? Number(amount) : null} validate={validate} repay={repay} />
    </Screen>
  );
}

/** ROUTES.REPAYMENT_PAY: pay everything due (?mode=all) or one bill (?mode=bill&month=YYYYMM). */
export default function PayPage() {
  const [search] = useSearchParams();
  const target = payTargetOf(search);
  const nav = useAppNavigate();
  useBackHandler(useCallback(() => nav.replace(planPath()), [nav]));
  if (!target || target.mode === 'early') return <Navigate to={planPath()} replace />;
  if (target.mode === 'all') return <PayAll />;
  return <PayBill month={target.month} />;
}
