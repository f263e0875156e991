import { z } from 'zod/mini';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { LoanScheduleItemSchema } from './instant-cash';
import { spelledEither } from '../spelling';
import { assumed } from '../wire-origin';

/**
 * TRANSACTION_TYPE: PS Pay Later purchase in instalments, DS Pay Later purchase in one term, C Instant
 * Cash, P bill repayment, T early repayment, R refund. TRANSACTION_STATUS: S success, C cancelled or failed.
 */
export const TransactionTypeSchema = z.enum(['PS', 'DS', 'P', 'T', 'R', 'C']);

/**
 * The spec's transaction types (section 4: "pay later instalment, instant cash, cash loan, merchandise,
 * refunded, partially refunded, early repaid"), in its words; the key and these codes are ours (assumed
 * `transactionTypeDesc`, decision 0079). TRANSACTION_TYPE's six codes cannot tell a partial refund from a
 * whole one: this can. A bank without it: the client reads TRANSACTION_TYPE alone.
 */
export const TransactionTypeDescSchema = z.enum([
  'PAY_LATER_INSTALMENT',
  'INSTANT_CASH',
  'CASH_LOAN',
  'MERCHANDISE',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'EARLY_REPAID',
]);

export const TransactionItemSchema = z.object({
  TRANSACTION_AMT: AmountSchema,
  REF_NBR: TextSchema,
  TRANSACTION_TIME: TimestampSchema,
  MER_BIZ_NO: TextSchema,
  BIZ_SEQ_NO: TextSchema,
  TRANSACTION_TYPE: TransactionTypeSchema,
  TRANSACTION_STATUS: z.enum(['S', 'C']),
  MERCHANT_NAME: TextSchema,
  /** Loans: Y once fully repaid. Repayments and refunds: Y. */
  STMT_PAID: YesNoSchema,
  TRANSACTION_ID: TextSchema,
  /** POINTS (points-substitute repayment) or SUBSTITUTE (substitute repayment). */
  SUB_TRANSACTION_TYPE: z.optional(z.enum(['POINTS', 'SUBSTITUTE'])),
  REPAY_TYPE: z.optional(z.enum(['VA', 'BANK_CARD'])),
  /** PS instalment, DS merchandise, C Instant Cash, R refunded or partially refunded, T early repaid; P none. */
  TRANSACTION_TYPE_DESC: z.optional(assumed('transactionTypeDesc', TransactionTypeDescSchema)),
});

/** Transaction list (section 3), newest first; its next-page flag comes under either spelling. */
export const TransactionListSchema = spelledEither(
  z.object({
    LAST_ROW_KEY: TextSchema,
    NEXTPAGE_FLAG: z.optional(YesNoSchema),
    NEXTPAGE_FLG: z.optional(YesNoSchema),
    APP_ACCT_NO: TextSchema,
    APP_TYPE: TextSchema,
    PRODUCT_CD: TextSchema,
    CARD_NO: TextSchema,
    CODE: TextSchema,
    DESC: TextSchema,
    BUSINESS_DATE: DateYmdSchema,
    TRANSACTION_LIST: assumed('transactionList', z.array(TransactionItemSchema).check(z.maxLength(50))),
  }),
  [['NEXTPAGE_FLAG', 'NEXTPAGE_FLG']],
);

/** Transaction detail (section 3): the list item plus terms, repayment details and the schedule. */
export const TransactionDetailSchema = z.extend(TransactionItemSchema, {
  CURR_TERM: z.string().check(z.regex(/^\d{1,3}$/)),
  CURR_TOTAL_TERM: z.string().check(z.regex(/^\d{1,3}$/)),
  ORIG_TOTAL_TERM: z.string().check(z.regex(/^\d{1,3}$/)),
  /** BillRepay or IOURepay for repayments, '' otherwise. */
  REPAY_OPTION: TextSchema,
  /** For a refund or repayment: the type of the transaction it went to. */
  ORIG_TRANSACTION_TYPE: z.union([z.literal(''), TransactionTypeSchema]),
  /** What that transaction was, in the spec's types: CASH_LOAN (an Instant Cash) or the purchase's type. */
  ORIG_TRANSACTION_TYPE_DESC: z.optional(assumed('transactionTypeDesc', TransactionTypeDescSchema)),
  REPAY_BANK_NAME: TextSchema,
  TRANSACTION_NO: TextSchema,
  SCHEDULE_LIST: z.array(LoanScheduleItemSchema).check(z.maxLength(36)),
});
