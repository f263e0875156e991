import { z } from 'zod/mini';
import {
  AmountSchema,
  DateYmdSchema,
  LongTextSchema,
  RateSchema,
  TextSchema,
  TimestampSchema,
  YesNoSchema,
} from './primitives';
import { assumed, ours } from '../wire-origin';

const Count = z.string().check(z.regex(/^\d{1,3}$/));
const OptionalDate = z.union([z.literal(''), DateYmdSchema]);

/** Loan status: P processing, S booked/active, O overdue, C cleared, R refunded, F failed. */
export const LoanStatusSchema = z.enum(['P', 'S', 'O', 'C', 'R', 'F']);

/** One instalment of a try-out (section 3). AMOUNT = PRINCIPAL + INTEREST + FEE + INST_HANDLE_FEE. */
export const TryScheduleItemSchema = z.object({
  AMOUNT: AmountSchema,
  START_DATE: DateYmdSchema,
  PMT_DUE_DATE: DateYmdSchema,
  CURR_TERM: Count,
  PRINCIPAL: AmountSchema,
  INTEREST: AmountSchema,
  /** Upfront admin fee billed with this instalment (Pay Later term 1); Instant Cash deducts it from the payout. */
  FEE: AmountSchema,
  /** Monthly instalment handling fee. */
  INST_HANDLE_FEE: AmountSchema,
  /** What is left to repay after this instalment. */
  REMAIN_TOTAL_AMOUNT: AmountSchema,
  LAST_PMT_DUE_DATE: DateYmdSchema,
});

/** One term option of a try-out. */
export const LoanTryOptionSchema = z.object({
  LOAN_INIT_PRIN: AmountSchema,
  LOAN_INIT_TERM: Count,
  LOAN_TOTAL_INST_HANDLE_FEE: AmountSchema,
  INT_RATE: RateSchema,
  UPFRONT_ADMIN_FEE_RATE: RateSchema,
  UPFRONT_ADMIN_FEE: AmountSchema,
  MONTH_INST_HANDLE_FEE_RATE: RateSchema,
  /** What arrives in the account: the principal less the upfront admin fee. */
  FUND_AMT: AmountSchema,
  /** Everything repaid over the loan. */
  TOTAL_AMOUNT: AmountSchema,
  FIRST_BILL_DATE: DateYmdSchema,
  /** Day of the month statements print. */
  BILLING_CYCLE: z.string().check(z.regex(/^\d{1,2}$/)),
  FIRST_BILL_AMT: AmountSchema,
  FIRST_PMT_DATE: DateYmdSchema,
  /** Not in section 3: the coupon applied to this option ('' none) and the interest it saves. */
  EQUITY_NO: ours(TextSchema),
  EQUITY_DISCOUNT_AMT: ours(AmountSchema),
  SCHEDULE_LIST: z.array(TryScheduleItemSchema).check(z.maxLength(36)),
});

/** A CONTRACT_BASE item: section 3 names IS_DYNAMIC and URL, the others by what they hold (keys assumed). */
export const ContractBaseSchema = z.object({
  CONTRACT_NAME: assumed('loanContractBase', TextSchema),
  CONTRACT_VERSION: assumed('loanContractBase', TextSchema),
  CONTRACT_DESC: assumed('loanContractBase', TextSchema),
  CONTRACT_SHORT_NAME: assumed('loanContractBase', TextSchema),
  IS_DYNAMIC: YesNoSchema,
  URL: TextSchema,
  /** JSON text of the values a dynamic contract is filled with. */
  DATA: assumed('loanContractBase', LongTextSchema),
  SORT_NO: assumed('loanContractBase', Count),
});

/** Loan try-out (section 3). */
export const LoanTrySchema = z.object({
  PRODUCT_CD: TextSchema,
  APP_ACCT_NO: TextSchema,
  APP_TYPE: TextSchema,
  NAME: TextSchema,
  CONTRACT_BASE: z.array(ContractBaseSchema).check(z.maxLength(10)),
  DECISION_CONTRACT_TIME: TimestampSchema,
  LOAN_LIST: z.array(LoanTryOptionSchema).check(z.maxLength(12)),
});

/** Loan application result (section 3). STATUS and LOAN_STATUS: P processing, S success, F failed. */
export const LoanApplyResultSchema = z.object({
  STATUS: z.enum(['P', 'S', 'F']),
  APP_NO: TextSchema,
  TXN_ID: TextSchema,
  LOAN_INIT_PRIN: AmountSchema,
  RECON_DATE: DateYmdSchema,
  ACCT_NAME: TextSchema,
  ACCT_NO: TextSchema,
  RECEIPT_NBR: TextSchema,
  LOAN_FAIL_DESC: TextSchema,
  NEXT_PMT_DATE: OptionalDate,
  PMT_DATE: DateYmdSchema,
  LOAN_STATUS: z.enum(['P', 'S', 'F']),
  NBS_ORDER_NO: TextSchema,
});

/** One instalment of a booked loan with what was paid and what is left. */
/**
 * One instalment of a booked loan with what was paid and what is left. Section 3 names TERM, PRIN_AMT,
 * INT_AMT, TOTAL_AMT, IS_PAID and PMT_DUE_DATE, and "paid and balance amounts for principal, interest,
 * penalty" without their keys (assumed); the fee's parts, the statement date and the early settlement are ours.
 */
export const LoanScheduleItemSchema = z.object({
  TERM: Count,
  PRIN_AMT: AmountSchema,
  INT_AMT: AmountSchema,
  /** Not in section 3: upfront fee billed with the instalment plus the monthly handling fee. */
  FEE_AMT: ours(AmountSchema),
  TOTAL_AMT: AmountSchema,
  IS_PAID: YesNoSchema,
  PAID_PRIN_AMT: assumed('loanSchedulePaidBalance', AmountSchema),
  PAID_INT_AMT: assumed('loanSchedulePaidBalance', AmountSchema),
  PAID_FEE_AMT: ours(AmountSchema),
  PAID_PENALTY_AMT: assumed('loanSchedulePaidBalance', AmountSchema),
  BAL_PRIN_AMT: assumed('loanSchedulePaidBalance', AmountSchema),
  BAL_INT_AMT: assumed('loanSchedulePaidBalance', AmountSchema),
  BAL_FEE_AMT: ours(AmountSchema),
  BAL_PENALTY_AMT: assumed('loanSchedulePaidBalance', AmountSchema),
  PMT_DUE_DATE: DateYmdSchema,
  STMT_DATE: ours(DateYmdSchema),
  /** Y when it was settled by an early repayment or a refund before it was billed. */
  IS_SETTLED_EARLY: ours(YesNoSchema),
});

export const LoanReceiptLoanSchema = z.object({
  LOAN_INIT_PRIN: AmountSchema,
  /** What the customer actually received (Instant Cash: less the upfront fee). */
  LOAN_REAL_AMT: AmountSchema,
  CURR_TERM: Count,
  PAID_TERM: Count,
  ORIG_TOTAL_TERM: Count,
  CURR_TOTAL_TERM: Count,
  MONTH_LOAN_TERM_AMT: AmountSchema,
  UPFRONT_ADMIN_FEE: AmountSchema,
  LOAN_STATUS: LoanStatusSchema,
  REF_NBR: TextSchema,
  TRANSACTION_TYPE: z.enum(['C', 'PS', 'DS']),
  MERCHANT_NAME: TextSchema,
  INT_RATE: RateSchema,
  /** Section 3: "dates" (keys assumed). */
  LOAN_DATE: assumed('loanReceiptDates', DateYmdSchema),
  LOAN_TIME: assumed('loanReceiptDates', TimestampSchema),
  FIRST_PMT_DATE: assumed('loanReceiptDates', DateYmdSchema),
  NEXT_PMT_DATE: assumed('loanReceiptDates', OptionalDate),
  LAST_PMT_DATE: assumed('loanReceiptDates', DateYmdSchema),
  PAID_OUT_DATE: assumed('loanReceiptDates', OptionalDate),
  /** Section 3: "equity fields" (keys assumed). */
  EQUITY_NO: assumed('loanReceiptEquity', TextSchema),
  EQUITY_TYPE: assumed(
    'loanReceiptEquity',
    z.union([z.literal(''), z.enum(['INT_R', 'INT_TIC_P', 'INT_TIC_T'])]),
  ),
  EQUITY_NAME: assumed('loanReceiptEquity', TextSchema),
  EQUITY_DISCOUNT_AMT: assumed('loanReceiptEquity', AmountSchema),
  SCHEDULE_LIST: z.array(LoanScheduleItemSchema).check(z.maxLength(36)),
});

/** Loan receipt (section 3). */
export const LoanReceiptSchema = z.object({
  APP_TYPE: TextSchema,
  APP_ACCT_NO: TextSchema,
  PRODUCT_CD: TextSchema,
  CARD_NO: TextSchema,
  LOAN_LIST: z.array(LoanReceiptLoanSchema).check(z.maxLength(200)),
});

/** Transaction status of Instant Cash withdrawals (section 3). */
export const TransactionStatusItemSchema = z.object({
  LOAN_RECEIPT_NBR: TextSchema,
  UPDATE_TIME: TimestampSchema,
  /** 0000 or the failure's return code. */
  LOAN_RESULT_CODE: TextSchema,
  LOAN_RESULT_DESC: TextSchema,
  LOAN_STATUS: z.enum(['P', 'S', 'F']),
  LOAN_INIT_PRIN: AmountSchema,
  /**
   * Not in section 3: what reaches the customer's account (the principal less the upfront admin fee, as
   * the receipt's LOAN_REAL_AMT); '' for a failed payout.
   */
  LOAN_REAL_AMT: ours(z.union([z.literal(''), AmountSchema])),
  /** WAIT: poll again in 2000 ms; DONE: final. */
  ACTION_CODE: z.enum(['WAIT', 'DONE']),
});

export const TransactionStatusSchema = z.object({
  LOAN_LIST: z.array(TransactionStatusItemSchema).check(z.maxLength(50)),
});

/** An instalment's fee: FEE_AMT is ours, so without it what the total holds beyond principal and interest. */
export function scheduleFeeOf(
  item: Pick<z.infer<typeof LoanScheduleItemSchema>, 'FEE_AMT' | 'TOTAL_AMT' | 'PRIN_AMT' | 'INT_AMT'>,
): number {
  if (item.FEE_AMT !== undefined) return Number(item.FEE_AMT);
  return Math.max(0, Number(item.TOTAL_AMT) - Number(item.PRIN_AMT) - Number(item.INT_AMT));
}
