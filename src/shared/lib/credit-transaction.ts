import type { z } from 'zod/mini';
import type { TransactionItemSchema, TransactionTypeSchema } from '../../../contracts/entities/transactions';
import { formatRupiah } from './money';

type Item = z.infer<typeof TransactionItemSchema>;
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/** Loans use the credit line; repayments and refunds give it back. */
export type TransactionKind = 'loan' | 'repayment' | 'refund';

export function kindOf(type: TransactionType): TransactionKind {
  if (type === 'P' || type === 'T') return 'repayment';
  if (type === 'R') return 'refund';
  return 'loan';
}

/**
 * Repayments and refunds reduce what is owed: the Pay Later lists write them with a minus; spending and
 * Instant Cash add to it and carry no sign (decision 0040).
 */
export function isCredit(type: TransactionType): boolean {
  return kindOf(type) !== 'loan';
}

/**
 * The amount as every Pay Later screen shows it (decisions 0040, 0084): a repayment or refund reduces what
 * is owed, with a minus (not when it failed); a loan adds to it, with no sign. Never green.
 */
export function signedAmount(
  item: Pick<Item, 'TRANSACTION_TYPE' | 'TRANSACTION_AMT' | 'TRANSACTION_STATUS'>,
  lang: string,
): string {
  const minus = isCredit(item.TRANSACTION_TYPE) && item.TRANSACTION_STATUS === 'S';
  return formatRupiah(item.TRANSACTION_AMT, lang, minus ? 'out' : undefined);
}

/**
 * What a row's second line names: for a repayment its source (the method, and points when they paid part),
 * never the bank's MERCHANT_NAME (the bank's own words, in its language); for Instant Cash nothing (the
 * title says it); for spending and refunds the merchant.
 */
export type TransactionSource =
  | { kind: 'repayment'; method: Item['REPAY_TYPE']; viaPoints: boolean }
  | { kind: 'merchant'; name: string }
  | { kind: 'none' };

export function sourceOf(
  item: Pick<Item, 'TRANSACTION_TYPE' | 'MERCHANT_NAME' | 'REPAY_TYPE' | 'SUB_TRANSACTION_TYPE'>,
): TransactionSource {
  const type = item.TRANSACTION_TYPE;
  if (kindOf(type) === 'repayment')
    return { kind: 'repayment', method: item.REPAY_TYPE, viaPoints: item.SUB_TRANSACTION_TYPE === 'POINTS' };
  if (type === 'C' || !item.MERCHANT_NAME) return { kind: 'none' };
  return { kind: 'merchant', name: item.MERCHANT_NAME };
}

/** Section 4's transaction types (pay later instalment ... early repaid), as the bank names them. */
export type TypeName = NonNullable<Item['TRANSACTION_TYPE_DESC']>;

export type TypeKey = `typeNames.${TypeName}` | `types.${TransactionType}`;

/** The type a code stands for when the bank does not name it: all but a partial refund; a bill repayment none. */
const NAME_OF_CODE: Record<TransactionType, TypeName | null> = {
  PS: 'PAY_LATER_INSTALMENT',
  DS: 'MERCHANDISE',
  C: 'INSTANT_CASH',
  R: 'REFUNDED',
  T: 'EARLY_REPAID',
  P: null,
};

/**
 * The i18n key of what a transaction is: the spec's type the bank names (TRANSACTION_TYPE_DESC, decision
 * 0079: a partial refund is only told apart so), else the one its code stands for, else the code's own.
 */
export function typeKeyOf(item: Pick<Item, 'TRANSACTION_TYPE' | 'TRANSACTION_TYPE_DESC'>): TypeKey {
  const name = item.TRANSACTION_TYPE_DESC ?? NAME_OF_CODE[item.TRANSACTION_TYPE];
  return name ? `typeNames.${name}` : `types.${item.TRANSACTION_TYPE}`;
}
