import { useTranslation } from 'react-i18next';
import type { RepayInfoLoanSchema } from '../../../contracts/entities/repayment';
import type { z } from 'zod/mini';

export type RepayInfoLoan = z.infer<typeof RepayInfoLoanSchema>;

/** The words the repayment screens share: overdue days, loan kinds and terms. */
export function useRepayLabels() {
  const { t } = useTranslation('repayment');
  return {
    overdue: (days: number | string) =>
      Number(days) === 1 ? t('overdueOne') : t('overdueMany', { days: Number(days) }),
    loanType: (type: RepayInfoLoan['TRANSACTION_TYPE']) => t(`type.${type}`),
    /** The kind of a loan under its name, unless the name already says it (Instant Cash). */
    kindOf: (loan: Pick<RepayInfoLoan, 'MERCHANT_NAME' | 'TRANSACTION_TYPE'>): string[] => {
      const kind = t(`type.${loan.TRANSACTION_TYPE}`);
      return kind === loanName(loan) ? [] : [kind];
    },
    term: (count: number | string) =>
      Number(count) === 1 ? t('termOne') : t('termMany', { count: Number(count) }),
  };
}

/** A loan's name as the person knows it: the merchant, or Instant Cash. */
export function loanName(loan: Pick<RepayInfoLoan, 'MERCHANT_NAME' | 'TRANSACTION_TYPE'>): string {
  return loan.MERCHANT_NAME || (loan.TRANSACTION_TYPE === 'C' ? 'Instant Cash' : 'Pay Later');
}

/** Parts of a line ("Pokok Rp 34.832", "12 bulan") kept whole: a line breaks only between them. */
export function partsLine(parts: string[]): string {
  return parts.map((part) => part.replace(/ /g, '\u00a0')).join(' · ');
}
