import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { LoanTryOptionSchema } from '../../../contracts/entities/instant-cash';
import { isApiError } from '../../api';
import { formatDate } from '../../shared/lib/dates';
import { instalmentsOf } from '../../shared/lib/instalments';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { useSettled } from '../../shared/lib/use-settled';
import { Rows, type Row } from '../../shared/ui/rows';
import { usePayLaterTrial } from './use-checkout';

type TrialOption = z.infer<typeof LoanTryOptionSchema>;

/** Where the cost of the Pay Later part stands: what the screen shows under the tenor. */
export type PayLaterCost =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; option: TrialOption };

/**
 * The bank's price of the Pay Later part being set up (`amount` null: none, or not sound yet), for the
 * chosen tenor. Only an answer for this very amount counts: while another is on its way the cost is
 * being worked out, never the last amount's figures.
 */
export function usePayLaterCost(amount: number | null, term: string): PayLaterCost {
  const asked = useSettled(amount);
  const trial = usePayLaterTrial(asked);
  if (amount === null) return { state: 'none' };
  if (asked === amount && trial.error) {
    return isApiError(trial.error) && trial.error.kind === 'code'
      ? { state: 'refused', message: trial.error.ret_msg }
      : { state: 'failed', retry: () => void trial.refetch() };
  }
  const current =
    asked === amount &&
    !trial.isPlaceholderData &&
    trial.data?.LOAN_LIST[0]?.LOAN_INIT_PRIN === String(amount);
  const option = current ? trial.data?.LOAN_LIST.find((o) => o.LOAN_INIT_TERM === term) : undefined;
  return option ? { state: 'ready', option } : { state: 'loading' };
}

/**
 * The cost of the Pay Later part on the chosen tenor, as the bank will bill it: each month (the first and
 * the last when they differ), interest, instalment fee, upfront admin fee, the total to repay and the first
 * due date. Figures are the bank's; only the interest of the months is added up, as Instant Cash does.
 */
export function PayLaterCostView({ cost, nudged }: { cost: PayLaterCost; nudged: boolean }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = i18n.language;
  if (cost.state === 'none' || cost.state === 'refused') return null;
  if (cost.state === 'loading') {
    return (
      <p className="co-cost__wait" role={nudged ? 'alert' : 'status'} data-testid="checkout-cost-loading">
        {nudged ? t('cost.wait') : t('cost.loading')}
      </p>
    );
  }
  if (cost.state === 'failed') {
    return (
      <div className="co-cost__wait" data-testid="checkout-cost-failed">
        <p role={nudged ? 'alert' : undefined}>{t('cost.failed')}</p>
        <Button size="small" fill="outline" shape="rounded" onClick={cost.retry}>
          {t('cost.retry')}
        </Button>
      </div>
    );
  }
  const { option } = cost;
  const schedule = option.SCHEDULE_LIST;
  const { first, last } = instalmentsOf(
    schedule.map((s) => s.AMOUNT),
    option.FIRST_BILL_AMT,
  );
  const interest = schedule.reduce((sum, s) => sum + Number(s.INTEREST), 0);
  const perMonth = (rate: string) => t('cost.perMonth', { rate: formatRate(rate, lang) });
  const rows: Row[] = [
    ...(last
      ? [
          {
            label: t('cost.first'),
            value: formatRupiah(first, lang),
            strong: true,
            testId: 'checkout-cost-first',
          },
          {
            label: t('cost.last'),
            value: formatRupiah(last, lang),
            strong: true,
            testId: 'checkout-cost-last',
          },
        ]
      : [
          {
            label: t('cost.monthly'),
            value: formatRupiah(first, lang),
            strong: true,
            testId: 'checkout-cost-monthly',
          },
        ]),
    {
      label: t('cost.interest'),
      note: perMonth(option.INT_RATE),
      value: formatRupiah(interest, lang),
      testId: 'checkout-cost-interest',
    },
    {
      label: t('cost.monthlyFee'),
      note: perMonth(option.MONTH_INST_HANDLE_FEE_RATE),
      value: formatRupiah(option.LOAN_TOTAL_INST_HANDLE_FEE, lang),
      testId: 'checkout-cost-fee',
    },
    {
      label: t('cost.upfrontFee'),
      note: t('cost.upfrontFeeNote', { rate: formatRate(option.UPFRONT_ADMIN_FEE_RATE, lang) }),
      value: formatRupiah(option.UPFRONT_ADMIN_FEE, lang),
      testId: 'checkout-cost-upfront',
    },
    {
      label: t('cost.total'),
      value: formatRupiah(option.TOTAL_AMOUNT, lang),
      strong: true,
      testId: 'checkout-cost-total',
    },
    {
      label: t('cost.firstDue'),
      value: formatDate(option.FIRST_PMT_DATE, lang),
      testId: 'checkout-cost-due',
    },
  ];
  return (
    <div className="co-cost" data-testid="checkout-cost">
      <p className="co-cost__title">{t('cost.title')}</p>
      <Rows rows={rows} label={t('cost.label', { count: Number(option.LOAN_INIT_TERM) })} />
    </div>
  );
}
