import { z } from 'zod/mini';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { LoanScheduleItemSchema } from './loan';
import { spelledEither } from '../spelling';
import { assumed } from '../wire-origin';

/**
 * TRANSACTION_TYPE: PS Pay Later purchase in instalments, DS Pay Later purchase in one term, C Instant
 * Cash, P bill repayment, T early repayment, R refund. TRANSACTION_STATUS: S success, C cancelled or failed.
 */
export const TransactionTypeSchema = z.enum(['PS', 'DS', 'P', 'T', 'R', 'C']);

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
  REPAY_BANK_NAME: TextSchema,
  TRANSACTION_NO: TextSchema,
  SCHEDULE_LIST: z.array(LoanScheduleItemSchema).check(z.maxLength(36)),
});
