import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  LoanApplyResultSchema,
  LoanReceiptSchema,
  LoanTrySchema,
  TransactionStatusSchema,
} from '../entities/instant-cash';
import { RateSchema, TextSchema } from '../entities/primitives';
import { AmountInputSchema } from '../rules/fields';
import { ruleNoted } from '../wire-origin';

const RefNbrSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const creditTryLoan = defineEndpoint({
  method: 'POST',
  path: '/core/trans/try/loan',
  request: z.object({
    LOAN_INIT_PRIN: AmountInputSchema,
    /** An available CASH_LOAN coupon to price the options with. */
    EQUITY_NO: z.optional(TextSchema.check(z.maxLength(64))),
    /**
     * Which plan to price, in the coupons' equityScenario words: CASH_LOAN (absent) Instant Cash, PAY_LATTER
     * the Pay Later part of a checkout, its upfront admin fee billed with the first instalment (decision 0039).
     */
    SCENARIO: z.optional(z.enum(['CASH_LOAN', 'PAY_LATTER'])),
  }),
  response: LoanTrySchema,
  summary:
    'Loan try-out: every term (1, 3, 6, 12) with its fees and full schedule, of Instant Cash or (SCENARIO PAY_LATTER) a checkout’s Pay Later part',
  group: 'instant-cash',
});

export const creditApplyLoan = defineEndpoint({
  method: 'POST',
  path: '/core/trans/apply/loan',
  request: z.object({
    LOAN_INIT_PRIN: ruleNoted(
      AmountInputSchema,
      "Above the first plan's MIN_LOAN_INIT_PRIN (section 5) and not above CASH_OTB.",
    ),
    LOAN_TERM: ruleNoted(z.string().check(z.regex(/^\d{1,2}$/)), "One of the plan's TERMS (1, 3, 6, 12)."),
    /** The INT_RATE of the chosen try-out option (with the coupon's cut). */
    INEREST_RATE: RateSchema,
    /** The UPFRONT_ADMIN_FEE of the chosen try-out option. */
    FEE_AMT: z.string().check(z.regex(/^(0|[1-9]\d{0,14})$/)),
    /** The verified session (PIN or OTP): one withdrawal per session. */
    SESSION: z.string().check(z.minLength(1), z.maxLength(128)),
    EQUITY_NO: z.optional(TextSchema.check(z.maxLength(64))),
  }),
  response: LoanApplyResultSchema,
  summary: 'Withdraw Instant Cash (once a month; idempotent per SESSION; 505050 fails the payout)',
  group: 'instant-cash',
});

export const creditTransactionStatus = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/transaction_status',
  request: z.object({
    /** One withdrawal; without it, the withdrawals of the last 31 days. */
    LOAN_RECEIPT_NBR: z.optional(RefNbrSchema),
  }),
  response: TransactionStatusSchema,
  summary: 'Status of Instant Cash withdrawals (polled: processing, then success or failed)',
  group: 'instant-cash',
});

export const creditLoanReceipt = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/loan_receipt',
  request: z.object({
    /** Loans to show; an empty list shows every booked loan. */
    REF_NBR_LIST: z.array(RefNbrSchema).check(z.maxLength(50)),
  }),
  response: LoanReceiptSchema,
  summary: 'Loan receipts with schedule, paid and outstanding amounts',
  group: 'instant-cash',
});
