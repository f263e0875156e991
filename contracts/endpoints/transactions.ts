import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PageSizeSchema } from '../entities/credit';
import { TransactionDetailSchema, TransactionListSchema } from '../entities/transactions';
import { ruleNoted } from '../wire-origin';

/** YYYYMMDD, YYYY-MM-DD or YYYY-MM-DD HH:mm:ss (what the month-year picker yields). */
const DateInputSchema = z
  .string()
  .check(
    z.regex(
      /^(20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])|20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?)$/,
    ),
  );

export const creditTransactionList = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/transaction_list',
  request: z.object({
    END_DATE: ruleNoted(
      DateInputSchema,
      'A real calendar date; a date after the business date reads as the business date (12 months of history at most).',
    ),
    /** Without it: the 12 months before END_DATE. */
    START_DATE: z.optional(
      ruleNoted(
        DateInputSchema,
        'A real calendar date, not after END_DATE; at most 12 months back is answered.',
      ),
    ),
    /** A all, S spending (PS, DS), C Instant Cash, R refunds, P repayments (P, T). */
    TRANSACTION_TYPE: z.enum(['A', 'S', 'C', 'R', 'P']),
    PAGESIZE: PageSizeSchema,
    /** '0' for the first page, then the LAST_ROW_KEY answered. */
    LAST_ROW_KEY: z.string().check(z.regex(/^(0|\d{14}-[A-Z0-9]{1,40})$/)),
  }),
  response: TransactionListSchema,
  summary: 'Credit transactions of the last 12 months, newest first, filtered by type and dates, paged',
  group: 'transactions',
});

export const creditTransactionDetail = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/transaction_detail',
  request: z.object({ TRANSACTION_ID: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: TransactionDetailSchema,
  summary: 'One credit transaction with its terms, repayment details and schedule',
  group: 'transactions',
});
