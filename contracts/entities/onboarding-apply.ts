import { z } from 'zod/mini';
import { AmountSchema, TextSchema } from './primitives';
import { assumed, ours } from '../wire-origin';

/** NOR_APP the normal application, PAY_APP the Pay Later application. */
export const ApplyBizTypeSchema = z.enum(['NOR_APP', 'PAY_APP']);

/** Credit application result (spec section 3). */
export const ApplyCreditResultSchema = z.object({ OPEN_ACCT_CASE_NO: TextSchema, APP_NO: TextSchema });

/**
 * Application status (spec section 4: pre-approved, verifying, failed or rejected, success), PROCESSING
 * while the bank is still deciding (polled).
 */
export const APPLY_STATUSES = ['PROCESSING', 'PRE_APPROVED', 'VERIFYING', 'FAILED', 'SUCCESS'] as const;
export const ApplyStatusSchema = z.enum(APPLY_STATUSES);

/** Why an application failed (spec section 8): bank criteria or policy, or a low credit score. */
export const RejectReasonSchema = z.enum(['BANK_POLICY', 'LOW_CREDIT_SCORE']);
/** What lowered the credit score (spec section 8). */
export const RejectDetailSchema = z.enum([
  'INSUFFICIENT_CREDIT_HISTORY',
  'OVERDUE_REPAYMENT',
  'MULTIPLE_APPLICATIONS',
]);
/** Credit-score level of the flexible result page. */
export const CreditScoreLevelSchema = z.enum(['LOW', 'MEDIUM', 'HIGH']);

/** query/apply_result. Empty strings where a field does not apply to the status. */
export const ApplyResultSchema = z.object({
  APP_NO: TextSchema,
  OPEN_ACCT_CASE_NO: TextSchema,
  BIZ_TYPE: TextSchema,
  STATUS: ApplyStatusSchema,
  /** The approved limit (pre-approved, verifying, success), '0' otherwise. */
  CREDIT_LIMIT: AmountSchema,
  CREDIT_SCORE_LEVEL: assumed('applyResultFields', z.union([CreditScoreLevelSchema, z.literal('')])),
  REJECT_REASON: assumed('applyResultFields', z.union([RejectReasonSchema, z.literal('')])),
  /** What lowered the score (ours: without it the refusal names the reason only). */
  REJECT_DETAIL: ours(z.union([RejectDetailSchema, z.literal('')])),
  /**
   * Failed applications may apply again 3 months after the decision (YYYYMMDD). Ours: without it the
   * refusal says "after 3 months" without a date.
   */
  REAPPLY_DATE: ours(TextSchema),
  APPLY_TIME: ours(TextSchema),
});
export type ApplyResult = z.infer<typeof ApplyResultSchema>;
