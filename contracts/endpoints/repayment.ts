import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { EmptyRequestSchema } from '../entities/primitives';
import { PayOffInfoSchema, RepayInfoSchema, RepayResultSchema } from '../entities/repayment';
import { AmountInputSchema } from '../rules/fields';
import { ruleNoted } from '../wire-origin';

const RefNbrSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const creditRepayInfo = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/repay_info',
  request: EmptyRequestSchema,
  response: RepayInfoSchema,
  summary: 'What is billed and owed, per loan, with the overdue statements',
  group: 'repayment',
});

export const creditApplyRepay = defineEndpoint({
  method: 'POST',
  path: '/core/trans/apply/repay',
  request: z.object({
    /** BillRepay pays bills (partial allowed); IOURepay pays the listed loans off early (in full). */
    TXN_CODE: z.enum(['IOURepay', 'BillRepay']),
    /**
     * BANK_CARD: the session of a right PIN (password/validate, scene REPAY_PIN_SCENE). VA: a request id
     * the client makes once per confirmation. Either way the same session answers the same repayment.
     */
    session: z.string().check(z.minLength(1), z.maxLength(128)),
    /**
     * VA: a transfer to the customer's repayment virtual account (REPAY_STATUS P until it arrives,
     * within REPAY_VA_TTL_HOURS); BANK_CARD: debit the wallet balance.
     */
    REPAY_TYPE: z.enum(['VA', 'BANK_CARD']),
    TOT_AMOUNT: ruleNoted(
      AmountInputSchema,
      'not above what is due (BillRepay) or the pay-off amount (IOURepay, which pays it in full), section 5; else CREDIT_REPAY_EXCEEDS_DUE with ret_data.maximum',
    ),
    LOAN_LIST: ruleNoted(
      z
        .array(z.object({ REF_NBR: RefNbrSchema, LOAN_AMT: z.optional(AmountInputSchema) }))
        .check(z.maxLength(50)),
      'Each REF_NBR once; where LOAN_AMT is given the amounts add up to TOT_AMOUNT (else CREDIT_REPAY_AMOUNT_MISMATCH). TOT_AMOUNT not above what is due (BillRepay) or the pay-off amount, which IOURepay must pay in full.',
    ),
  }),
  response: RepayResultSchema,
  summary:
    'Repay bills or pay loans off early: from the balance with the PIN session, or by virtual account (idempotent per session; 10101 and 10202 are magic amounts)',
  group: 'repayment',
});

export const creditPayOffInfo = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/pay_off_info',
  request: z.object({ REF_NBR_LIST: z.array(RefNbrSchema).check(z.minLength(1), z.maxLength(50)) }),
  response: PayOffInfoSchema,
  summary: 'Pay-off amounts of loans and whether they can be paid off early today',
  group: 'repayment',
});

export const creditRepayResult = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/repay_result',
  request: z.object({
    ORI_BIZ_SEQ_NO: z.string().check(z.minLength(1), z.maxLength(64)),
    /** The session sent with the repayment; '' skips the check. */
    ORI_MER_BIZ_NO: z.string().check(z.maxLength(128)),
  }),
  response: RepayResultSchema,
  summary: 'Result of a repayment (polled: processing, then success or failed)',
  group: 'repayment',
});
