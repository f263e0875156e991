import { z } from 'zod/mini';
import { ours } from '../wire-origin';
import {
  AmountSchema,
  DateYmdSchema,
  RateSchema,
  TextSchema,
  TimestampSchema,
  YesNoSchema,
} from './primitives';

/** Whole rupiah in a request, 0 allowed (e.g. the parts of a checkout). */
export const WholeRupiahSchema = z.string().check(z.regex(/^(0|[1-9]\d{0,14})$/));
/** A page size or page number in a request: '1' to '50' / '1' to '9999'. */
export const PageSizeSchema = z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/));
export const PageIndexSchema = z.string().check(z.regex(/^[1-9]\d{0,3}$/));
/** Statement month YYYYMM (years 2000 to 2099; the product's year range starts in 2021). */
export const StmtMonthSchema = z.string().check(z.regex(/^20\d{2}(0[1-9]|1[0-2])$/));

/** Statement status (section 4): '' none, U not in due (upcoming), N in due, F cleaned, O overdue. */
export const StmtStatusSchema = z.enum(['', 'U', 'N', 'F', 'O']);
/** Account use status: W new credit (no loan ever), H has a bill, N no bill. */
export const AcctUseStatusSchema = z.enum(['W', 'H', 'N']);
/** The customer's standing: A active, F frozen, L temporarily locked. */
export const AcctStandingSchema = z.enum(['A', 'F', 'L', 'D', 'C']);
/** Block code: R or S loss; F, n or B locked; A or Z partially locked; '' none. */
export const BlockCodeWireSchema = z.enum(['', 'R', 'S', 'F', 'n', 'B', 'A', 'Z']);

export const LoanPlanTermWireSchema = z.object({
  TERM: z.string().check(z.regex(/^\d{1,2}$/)),
  INT_RATE: RateSchema,
  PENALTY_RATE: RateSchema,
  UPFRONT_ADMIN_FEE_RATE: RateSchema,
  /** Not named in section 3 for plans (the try-out's name for the monthly fee rate): ours. */
  MONTH_INST_HANDLE_FEE_RATE: ours(RateSchema),
});

/** LOAN_PLANS item; the first plan is Instant Cash (its minimum decides the cash state). */
export const LoanPlanWireSchema = z.object({
  LOAN_CODE: TextSchema,
  MIN_LOAN_INIT_PRIN: AmountSchema,
  TERMS: z.array(LoanPlanTermWireSchema).check(z.maxLength(12)),
});

/** Personal-centre account (section 3). */
export const PersonalCenterSchema = z.object({
  CREDIT_LIMIT: AmountSchema,
  AVAILABLE_OTB: AmountSchema,
  CASH_OTB: AmountSchema,
  BILL_BAL_AMT: AmountSchema,
  PENALTY_BAL: AmountSchema,
  DEPOSIT_BAL: AmountSchema,
  PMT_DUE_DATE: z.union([z.literal(''), DateYmdSchema]),
  STMT_DATE: z.union([z.literal(''), DateYmdSchema]),
  STMT_MONTH: z.union([z.literal(''), StmtMonthSchema]),
  BUSINESS_DATE: DateYmdSchema,
  CURRENT_SYS_DATE: TimestampSchema,
  OVERDUE_DAYS: z.string().check(z.regex(/^\d{1,5}$/)),
  OVERDUE_TIMES: z.string().check(z.regex(/^\d{1,4}$/)),
  ONCE_LOAN: YesNoSchema,
  ONCE_DEPOSIT: YesNoSchema,
  /** Late fee per day overdue, in percent of the amount due. */
  ADMIN_FEE_RATE: RateSchema,
  ACCT_USE_STATUS: AcctUseStatusSchema,
  ACCT_STMT_STATUS: StmtStatusSchema,
  CURR_STMT_STATUS: StmtStatusSchema,
  BLOCK_CODE: BlockCodeWireSchema,
  /** Share of the credit limit usable as Instant Cash, in percent. */
  CASH_LIMIT_RATE: RateSchema,
  NAME: TextSchema,
  ID_NO: TextSchema,
  CARD_NO: TextSchema,
  APP_ACCT_NO: TextSchema,
  PRODUCT_CD: TextSchema,
  RISK_CODE: TextSchema,
  CREATE_TIME: TimestampSchema,
  SETUP_DATE: DateYmdSchema,
  /** The current statement's amount. */
  BILL_AMT: AmountSchema,
  /** Instalments not yet billed. */
  UN_BILL_AMT: AmountSchema,
  LOAN_PLANS: z.array(LoanPlanWireSchema).check(z.maxLength(4)),
  /**
   * Not in section 3: the customer's standing (sections 4 and 6) from stored facts: A active, F frozen (the
   * wallet's core account), L temporarily locked until LOCK_END_TIME, D permanently deactivated, C closed
   * (the terms' lifecycle, docs/decisions/0034). F, L, D, C and a RISK_CODE other than '0' (security risk)
   * block Pay Later and Instant Cash (docs/decisions/0008-home-and-account-states.md).
   */
  ACCT_STATUS: ours(AcctStandingSchema),
  /** Not in section 3: when a temporary lock ends (yyyymmddhhmmss, WIB); '' without one in force. */
  LOCK_END_TIME: ours(z.union([z.literal(''), TimestampSchema])),
  /**
   * Not in section 3: the bank's automatic debit on the current statement's due date (auto-repayment,
   * docs/decisions/0034): '' not run yet, S debited from the Allo Pay balance, F the balance was too small
   * (nothing taken); its time and the amount it took or tried.
   */
  AUTO_DEBIT_STATUS: ours(z.enum(['', 'S', 'F'])),
  AUTO_DEBIT_TIME: ours(z.union([z.literal(''), TimestampSchema])),
  AUTO_DEBIT_AMT: ours(AmountSchema),
  /**
   * Not in section 3: once this calendar month's Instant Cash is paid out (sections 1, 9), the first day a
   * next one is possible (YYYYMMDD, the date the once-per-month refusal gives); '' while none was taken.
   */
  CASH_NEXT_DATE: ours(z.union([z.literal(''), DateYmdSchema])),
});
export type PersonalCenter = z.infer<typeof PersonalCenterSchema>;

/**
 * The password/validate scene of the PIN that confirms an Instant Cash withdrawal: apply/loan takes only
 * the session of a right PIN of this scene (unexpired) as its SESSION.
 */
export const LOAN_APPLY_PIN_SCENE = 'LOAN_APPLY';

/** ret_data of CREDIT_CASH_ONCE_PER_MONTH: the first day (YYYYMMDD) a next withdrawal is possible. */
export const CashOncePerMonthDataSchema = z.object({ nextDate: DateYmdSchema });
