import { z } from 'zod/mini';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { StmtMonthSchema, StmtStatusSchema } from './credit';
import { OverdueStmtSchema } from './repayment';
import { ours } from '../wire-origin';

const Count = z.string().check(z.regex(/^\d{1,3}$/));

/** One instalment on a statement (CASH_DETAIL_LIST, SPENDING_DETAIL, UPCOMING_DETAIL). */
export const BillItemSchema = z.object({
  REF_NBR: TextSchema,
  /** The loan's principal. */
  LOAN_INIT_AMT: AmountSchema,
  LOAN_DATE: DateYmdSchema,
  PMT_DUE_DATE: DateYmdSchema,
  CURR_TERM: Count,
  LOAN_INIT_TERM: Count,
  /** This instalment's amount (principal, interest and fees). */
  LOAN_INIT_SUM: AmountSchema,
  /** Not in section 3: what is still owed on it, late fee included. */
  TERM_BAL_AMT: ours(AmountSchema),
  TRANSACTION_TYPE: z.enum(['C', 'PS', 'DS']),
  MERCHANT_NAME: TextSchema,
});

/**
 * Bill of one statement month (section 3). STMT_AMT = CUR_STMT_AMT + late fees; STMT_BAL_AMT = STMT_AMT -
 * STMT_PAID_AMT; CUR_STMT_* leave late fees out. Amounts are this statement's own (earlier overdue
 * statements are listed in OVERDUE_STMT_LIST). SPENDING_AMT, CASH_AMT and REFUND_AMT are the cycle's new
 * purchases, Instant Cash and refunds (START_DATE to END_DATE).
 */
export const BillSchema = z.object({
  STMT_DATE: DateYmdSchema,
  STMT_MONTH: StmtMonthSchema,
  START_DATE: DateYmdSchema,
  END_DATE: DateYmdSchema,
  PMT_DUE_DATE: DateYmdSchema,
  STMT_AMT: AmountSchema,
  STMT_BAL_AMT: AmountSchema,
  STMT_PAID_AMT: AmountSchema,
  CUR_STMT_AMT: AmountSchema,
  CUR_STMT_BAL_AMT: AmountSchema,
  REFUND_AMT: AmountSchema,
  SPENDING_AMT: AmountSchema,
  CASH_AMT: AmountSchema,
  PENALTY_BAL: AmountSchema,
  PENALTY_PAID: AmountSchema,
  OVERDUE_DAYS: z.string().check(z.regex(/^\d{1,5}$/)),
  OVERDUE_TIMES: z.string().check(z.regex(/^\d{1,4}$/)),
  OVERDUE_STMT_LIST: z.array(OverdueStmtSchema).check(z.maxLength(60)),
  STMT_STATUS: StmtStatusSchema,
  /**
   * Not in section 3: days from the business date to the due date (negative once overdue). The client
   * derives it as section 4 does (due date minus business date) and never needs this.
   */
  DAYS_TO_DUE: ours(z.string().check(z.regex(/^-?\d{1,5}$/))),
  CASH_DETAIL_LIST: z.array(BillItemSchema).check(z.maxLength(200)),
  SPENDING_DETAIL: z.array(BillItemSchema).check(z.maxLength(200)),
  /** Instalments the next statement will bill. */
  UPCOMING_DETAIL: z.array(BillItemSchema).check(z.maxLength(200)),
  /**
   * Not in section 3: the bank's automatic debit on this statement's due date (docs/decisions/0034): ''
   * none yet, S debited from the Allo Pay balance, F the balance was too small; its time and amount.
   */
  AUTO_DEBIT_STATUS: ours(z.enum(['', 'S', 'F'])),
  AUTO_DEBIT_TIME: ours(z.union([z.literal(''), TimestampSchema])),
  AUTO_DEBIT_AMT: ours(AmountSchema),
});

export const BillListItemSchema = z.object({
  LAST_ROW_KEY: TextSchema,
  STMT_STATUS: StmtStatusSchema,
  STMT_MONTH: StmtMonthSchema,
  STMT_AMT: AmountSchema,
  STMT_BAL_AMT: AmountSchema,
  PMT_DUE_DATE: DateYmdSchema,
  NEXTPAGE_FLG: YesNoSchema,
});

/** Bill list (section 3): printed statements, newest first; LAST_ROW_KEY is the last row's STMT_MONTH. */
export const BillListSchema = z.object({
  APP_ACCT_NO: TextSchema,
  STMT_LIST: z.array(BillListItemSchema).check(z.maxLength(50)),
  LAST_ROW_KEY: TextSchema,
  NEXTPAGE_FLG: YesNoSchema,
});
