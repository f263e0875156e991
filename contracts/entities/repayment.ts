import { z } from 'zod/mini';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { StmtMonthSchema } from './credit';
import { assumed, ours } from '../wire-origin';

/**
 * The password/validate scene of the PIN that confirms a repayment from the balance (REPAY_TYPE
 * BANK_CARD): apply/repay takes only the session of a right PIN of this scene (unexpired) as its session.
 */
export const REPAY_PIN_SCENE = 'REPAY';

/** How long a virtual-account repayment waits for its transfer before it lapses (nothing deducted). */
export const REPAY_VA_TTL_HOURS = 24;

/**
 * Auto-repayment (section 2; docs/decisions/0034): the hour (WIB) of the due date at which the bank debits
 * what is owed from the Allo Pay balance, all or nothing.
 */
export const AUTO_DEBIT_HOUR = 20;

/** A loan's billed balances in the repayment info. */
export const RepayInfoLoanSchema = z.object({
  REF_NBR: TextSchema,
  /** Billed and unpaid, late fee included. */
  BAL_AMT: AmountSchema,
  PRIN_BAL: AmountSchema,
  INTEREST_BAL: AmountSchema,
  PENALTY_BAL: AmountSchema,
  /** Upfront admin fee billed with term 1 (Pay Later). */
  FEE_BAL: AmountSchema,
  MONTH_FEE_BAL: AmountSchema,
  TRANSACTION_TYPE: z.enum(['C', 'PS', 'DS']),
  MERCHANT_NAME: TextSchema,
});

export const OverdueStmtSchema = z.object({
  STMT_BAL_AMT: AmountSchema,
  OVERDUE_DAYS: z.string().check(z.regex(/^\d{1,5}$/)),
  STMT_MONTH: StmtMonthSchema,
});

/** Repayment info (section 3). STMT_BAL_AMT: everything billed and unpaid, late fees included. */
export const RepayInfoSchema = z.object({
  CODE: TextSchema,
  DESC: TextSchema,
  APP_TYPE: TextSchema,
  PRODUCT_CD: TextSchema,
  BUSINESS_DATE: DateYmdSchema,
  APP_ACCT_NO: TextSchema,
  STMT_BAL_AMT: AmountSchema,
  TXN_ID: TextSchema,
  OVERDUE_TIMES: z.string().check(z.regex(/^\d{1,4}$/)),
  /** Auto-payment is on and cannot be turned off. */
  IS_AUTO_PAY_ONLINE: YesNoSchema,
  IS_ACTIVE_PAY_ONLINE: YesNoSchema,
  LOAN_LIST: z.array(RepayInfoLoanSchema).check(z.maxLength(200)),
  OVERDUE_STMT_LIST: z.array(OverdueStmtSchema).check(z.maxLength(60)),
});

export const RepayLoanItemSchema = z.object({
  REF_NBR: TextSchema,
  LOAN_PRIN: AmountSchema,
  LOAN_INTEREST: AmountSchema,
  LOAN_PENALTY: AmountSchema,
  /** Not in section 3: fees paid (upfront, monthly and the early repayment fee). */
  LOAN_FEE: ours(AmountSchema),
  LOAN_AMT: AmountSchema,
});

/** Repay result (section 3), also the answer of apply/repay. REPAY_STATUS: P processing, S success, F failed. */
export const RepayResultSchema = z.object({
  CODE: TextSchema,
  DESC: TextSchema,
  BIZ_SEQ_NO: TextSchema,
  MER_BIZ_NO: TextSchema,
  VA_ACCT_NO: TextSchema,
  RECON_DATE: DateYmdSchema,
  TOT_AMOUNT: AmountSchema,
  TXN_ID: TextSchema,
  REPAY_STATUS: z.enum(['P', 'S', 'F']),
  REPAY_DESC: TextSchema,
  MERCHANT_ID: TextSchema,
  TXN_CODE: z.enum(['IOURepay', 'BillRepay']),
  REPAY_TIME: TimestampSchema,
  REPAY_TYPE: z.enum(['VA', 'BANK_CARD']),
  LOAN_LIST: z.array(RepayLoanItemSchema).check(z.maxLength(50)),
});

/** Pay-off amounts of one loan (section 3). */
export const PayoffLoanSchema = z.object({
  REF_NBR: TextSchema,
  LOAN_PAID_OUT_AMT: AmountSchema,
  LOAN_PAID_OUT_PRIN_AMT: AmountSchema,
  LOAN_PAID_OUT_INT_AMT: AmountSchema,
  LOAN_PAID_OUT_PENALTY_AMT: AmountSchema,
  /** The early repayment fee: 10 % of the principal instalment. */
  LOAN_PAID_OUT_VIOLATION_AMT: AmountSchema,
  LOAN_PAID_OUT_FEE_AMT: AmountSchema,
  LOAN_PAID_OUT_MONTH_FEE_AMT: AmountSchema,
  ORIG_TOTAL_TERM: z.string().check(z.regex(/^\d{1,3}$/)),
  IS_CAN_PAID_OUT: YesNoSchema,
  /** '' or the return code that says why not (last term, transaction day, overdue, processing, closed). */
  CANT_PAID_OUT_CODE: TextSchema,
  /** Not in section 3: the code's words; the client says it from the code. */
  CANT_PAID_OUT_DESC: ours(TextSchema),
});

export const PayOffInfoSchema = z.object({
  BUSINESS_DATE: DateYmdSchema,
  /** Not in section 3: the sum of the loans' LOAN_PAID_OUT_AMT (the client adds them up). */
  TOTAL_PAID_OUT_AMT: ours(AmountSchema),
  LOAN_LIST: z.array(PayoffLoanSchema).check(z.maxLength(50)),
});

/**
 * One refund or repayment record. Section 2 shows the records and section 7 the call's paging, not the
 * answer: the kind and time keys are assumed; the others are spec words of other entities.
 */
export const RepayRecordSchema = z.object({
  /** P bill repayment, T early repayment, R refund. */
  RECORD_TYPE: assumed('refundRepayRecords', z.enum(['P', 'T', 'R'])),
  REF_NBR: TextSchema,
  AMOUNT: AmountSchema,
  RECORD_TIME: assumed('refundRepayRecords', TimestampSchema),
  /** P processing, S success, F failed. */
  STATUS: z.enum(['P', 'S', 'F']),
  MERCHANT_NAME: TextSchema,
  REPAY_TYPE: z.union([z.literal(''), z.enum(['VA', 'BANK_CARD'])]),
  /** Not in the spec: for a refund, the loan it went to. */
  ORIG_REF_NBR: ours(TextSchema),
  /** Not in section 3: Y for the bank's automatic debit on a due date (docs/decisions/0034). */
  AUTO_DEBIT: ours(YesNoSchema),
});

/** Refund and repayment records, newest first, paged by LAST_ROW_KEY and NEXTPAGE_FLG. */
export const RefundRepayRecordSchema = z.object({
  RECORD_LIST: assumed('refundRepayRecords', z.array(RepayRecordSchema).check(z.maxLength(50))),
  LAST_ROW_KEY: TextSchema,
  NEXTPAGE_FLG: YesNoSchema,
});

/** The fees of a repaid loan: LOAN_FEE is ours, so without it LOAN_AMT less principal, interest and penalty. */
export function repayFeeOf(
  loan: Pick<
    z.infer<typeof RepayLoanItemSchema>,
    'LOAN_FEE' | 'LOAN_AMT' | 'LOAN_PRIN' | 'LOAN_INTEREST' | 'LOAN_PENALTY'
  >,
): number {
  if (loan.LOAN_FEE !== undefined) return Number(loan.LOAN_FEE);
  const named = Number(loan.LOAN_PRIN) + Number(loan.LOAN_INTEREST) + Number(loan.LOAN_PENALTY);
  return Math.max(0, Number(loan.LOAN_AMT) - named);
}
