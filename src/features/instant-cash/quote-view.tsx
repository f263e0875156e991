import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { LoanTryOptionSchema } from '../../../contracts/entities/instant-cash';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { formatDate } from '../../shared/lib/dates';
import { instalmentsOf } from '../../shared/lib/instalments';
import { Rows, type Row } from '../../shared/ui/rows';

export { Rows };

export type LoanOption = z.infer<typeof LoanTryOptionSchema>;

const sum = (values: string[]) => values.reduce((total, value) => total + Number(value), 0);

/** '3 bulan' / '3 months'. */
export function useTermLabel() {
  const { t } = useTranslation('instantCash');
  return (term: number | string) =>
    Number(term) === 1 ? t('termOne', { count: 1 }) : t('termMany', { count: Number(term) });
}

/** The instalment rows of a summary: one monthly row, or the first and the last when they differ. */
export function useInstalmentRows() {
  const { t, i18n } = useTranslation('instantCash');
  return (amounts: string[], fallback: string, monthlyLabel: string): Row[] => {
    const { first, last } = instalmentsOf(amounts, fallback);
    if (!last) return [{ label: monthlyLabel, value: formatRupiah(first, i18n.language), strong: true }];
    return [
      { label: t('instalments.first'), value: formatRupiah(first, i18n.language), strong: true },
      { label: t('instalments.last'), value: formatRupiah(last, i18n.language), strong: true },
    ];
  };
}

/** Rows of the breakdown a screen may already show elsewhere (the confirmation's summary). */
export type BreakdownRow = 'received' | 'firstDue';

/**
 * Principal, interest, fees, upfront admin fee, coupon, what arrives, the total and the first bill (try/loan).
 * `without` leaves out rows the screen shows above it, so no figure is said twice (issue 40).
 */
export function Breakdown({ option, without = [] }: { option: LoanOption; without?: BreakdownRow[] }) {
  const { t, i18n } = useTranslation('instantCash');
  const discount = Number(option.EQUITY_DISCOUNT_AMT);
  // The schedule's interest is after the coupon: the breakdown shows it before, and the discount apart.
  const interest = sum(option.SCHEDULE_LIST.map((s) => s.INTEREST)) + discount;
  const perMonth = (rate: string) => t('perMonth', { rate: formatRate(rate, i18n.language) });
  const rows: Row[] = [
    { label: t('breakdown.principal'), value: formatRupiah(option.LOAN_INIT_PRIN, i18n.language) },
    {
      label: t('breakdown.interest', { rate: perMonth(option.INT_RATE) }),
      value: formatRupiah(interest, i18n.language),
    },
    {
      label: t('breakdown.handlingFee', { rate: perMonth(option.MONTH_INST_HANDLE_FEE_RATE) }),
      value: formatRupiah(option.LOAN_TOTAL_INST_HANDLE_FEE, i18n.language),
    },
    {
      label: t('breakdown.upfrontFee', { rate: formatRate(option.UPFRONT_ADMIN_FEE_RATE, i18n.language) }),
      note: t('breakdown.upfrontFeeNote'),
      value: formatRupiah(option.UPFRONT_ADMIN_FEE, i18n.language),
    },
    ...(discount > 0
      ? [{ label: t('breakdown.discount'), value: formatRupiah(discount, i18n.language, 'out') }]
      : []),
    ...(without.includes('received')
      ? []
      : [
          {
            label: t('breakdown.received'),
            value: formatRupiah(option.FUND_AMT, i18n.language),
            strong: true,
            testId: 'cash-received',
          },
        ]),
    { label: t('breakdown.total'), value: formatRupiah(option.TOTAL_AMOUNT, i18n.language), strong: true },
    {
      label: t('breakdown.firstBill', { date: formatDate(option.FIRST_BILL_DATE, i18n.language) }),
      value: formatRupiah(option.FIRST_BILL_AMT, i18n.language),
    },
    ...(without.includes('firstDue')
      ? []
      : [{ label: t('breakdown.firstDue'), value: formatDate(option.FIRST_PMT_DATE, i18n.language) }]),
  ];
  return <Rows rows={rows} label={t('breakdown.title')} />;
}

/** Every instalment with its due date and parts, behind one tap (UX.md: the schedule expandable). */
export function Schedule({ option }: { option: LoanOption }) {
  const { t, i18n } = useTranslation('instantCash');
  const termLabel = useTermLabel();
  return (
    <Collapse className="cash-schedule">
      <Collapse.Panel key="schedule" title={t('schedule.show', { term: termLabel(option.LOAN_INIT_TERM) })}>
        <ol className="cash-schedule__list" aria-label={t('schedule.title')}>
          {option.SCHEDULE_LIST.map((item) => (
            <li key={item.CURR_TERM} className="cash-schedule__item">
              <span className="cash-schedule__head">
                <span>
                  <strong>{t('schedule.item', { term: item.CURR_TERM })}</strong>
                  <span className="cash-schedule__due">
                    {t('schedule.due', { date: formatDate(item.PMT_DUE_DATE, i18n.language) })}
                  </span>
                </span>
                <span className="cash-schedule__amount">{formatRupiah(item.AMOUNT, i18n.language)}</span>
              </span>
              <span className="cash-schedule__parts">
                {t('schedule.parts', {
                  principal: formatRupiah(item.PRINCIPAL, i18n.language),
                  interest: formatRupiah(item.INTEREST, i18n.language),
                  fee: formatRupiah(Number(item.FEE) + Number(item.INST_HANDLE_FEE), i18n.language),
                })}
              </span>
            </li>
          ))}
        </ol>
      </Collapse.Panel>
    </Collapse>
  );
}
