import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { TransactionItemSchema } from '../../../contracts/entities/transactions';
import { signedAmount, sourceOf, typeKeyOf } from '../lib/credit-transaction';

export type LineItem = Pick<
  z.infer<typeof TransactionItemSchema>,
  | 'TRANSACTION_TYPE'
  | 'TRANSACTION_AMT'
  | 'TRANSACTION_STATUS'
  | 'MERCHANT_NAME'
  | 'REPAY_TYPE'
  | 'SUB_TRANSACTION_TYPE'
  | 'TRANSACTION_TYPE_DESC'
>;

/** A credit transaction in words: what it is, where the money came from or went, the signed amount. */
export interface TransactionLine {
  title: string;
  /** '' when there is nothing to add to the title. */
  source: string;
  amount: string;
  cancelled: boolean;
}

/**
 * The one way a Pay Later screen tells a transaction (the home's latest ones, the history's rows): the
 * history's words (the `transactions` texts), the sign of signedAmount, in the reader's language.
 */
export function useTransactionLine(): (item: LineItem) => TransactionLine {
  const { t, i18n } = useTranslation('transactions');
  return (item) => {
    const source = sourceOf(item);
    const words =
      source.kind === 'repayment'
        ? [source.method ? t(`methods.${source.method}`) : '', source.viaPoints ? t('list.viaPoints') : '']
        : source.kind === 'merchant'
          ? [source.name]
          : [];
    return {
      title: t(typeKeyOf(item)),
      source: words.filter(Boolean).join(' · '),
      amount: signedAmount(item, i18n.language),
      cancelled: item.TRANSACTION_STATUS === 'C',
    };
  };
}
