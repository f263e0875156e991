import { z } from 'zod/mini';
import { CashOncePerMonthDataSchema } from '../entities/credit';
import { DailyAttemptsSchema } from '../entities/id-scan';
import { PasswordFailureDataSchema } from '../entities/password';
import { AmountSchema, TextSchema, TimestampSchema, YesNoSchema } from '../entities/primitives';
import { TopUpQuotaSchema } from '../entities/top-up';
import { VbServiceTimeSchema, VbSessionStatusSchema } from '../entities/video-banking';
import { IneligibleReasonSchema } from '../rules/eligibility';

/**
 * The ret_data of the refusals that carry data (a code's `data`; a code without one answers ret_data null).
 * The bank checks what it sends against these (fake-bank/core/bank.ts), and the published OpenAPI document
 * describes each code's ret_data from them (docs/decisions/0018-every-answer-documented.md).
 */

/** One field the bank refused: its path, the text in the caller's language, the section 5 rule if any. */
export const AnsweredIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  rule: z.optional(z.string()),
});

/** Field refusals: BAD_REQUEST's shape, also used by the section 5 rule codes. */
export const IssuesDataSchema = z.object({ issues: z.array(AnsweredIssueSchema) });

/** An unknown call (404): the method and path as called. */
export const NotFoundDataSchema = z.object({ method: z.string(), path: z.string() });

/** The scenario a restored tester session starts from again, or an unknown scenario's id. */
export const ScenarioDataSchema = z.object({ scenario: z.string() });

/** BAD_REQUEST: the refused fields; null when the body could not be read at all (broken JSON, too large). */
export const BadRequestDataSchema = z.nullable(IssuesDataSchema);
/** NOT_FOUND: an unknown call, or (control surface) an unknown scenario. */
export const NotFoundOrScenarioDataSchema = z.union([NotFoundDataSchema, ScenarioDataSchema]);
/** A field refusal that some rules answer without naming the field. */
export const IssuesOrNullDataSchema = z.nullable(IssuesDataSchema);

const one = <K extends string>(key: K) => z.object({ [key]: z.string() } as Record<K, z.ZodMiniString>);

export const TncNameDataSchema = one('tncName');
export const PostalCodeDataSchema = z.object({
  postalCode: TextSchema,
  /** Present when the refusal names the form field (the Prime data form). */
  issues: z.optional(z.array(AnsweredIssueSchema)),
});
export const CaseNoDataSchema = one('OPEN_ACCT_CASE_NO');
export const AppNoDataSchema = one('APP_NO');
export const IneligibleDataSchema = z.object({ reason: IneligibleReasonSchema });
export const FlowNotFoundDataSchema = z.union([one('flowId'), one('bizServiceId')]);
export const FlowWrongStepDataSchema = z.object({ nextAction: z.string(), action: z.string() });
export const FlowStepNotDoneDataSchema = z.object({ flowId: z.string(), action: z.string() });
export const FileIdDataSchema = one('fileId');
export const OcrUnreadableDataSchema = z.extend(DailyAttemptsSchema, { ktpSession: TextSchema });
export const OcrDifferentCardDataSchema = z.union([IssuesDataSchema, DailyAttemptsSchema]);
export const VbSessionIdDataSchema = one('sessionId');
export const VbNotReadyDataSchema = z.object({ sessionId: z.string(), status: VbSessionStatusSchema });
export const QuestionIdDataSchema = one('id');

export const OtpLockedDataSchema = z.object({
  lockedUntil: TimestampSchema,
  failedAttempts: z.string(),
  attemptsLeft: z.string(),
});
export const OtpWrongDataSchema = z.object({ attemptsLeft: z.string(), failedAttempts: z.string() });
export const OtpSendLimitDataSchema = z.object({ lockedUntil: TimestampSchema });
export const OtpResendDataSchema = one('secondsLeft');
export const OtpSystemErrorDataSchema = one('retryAfterMinutes');
export const CaptchaRequiredDataSchema = z.object({ captchaRequired: YesNoSchema });
export const UpgradeLevelDataSchema = z.object({ mpcLevel: z.string() });
export const UpgradeRetryDataSchema = z.object({ retryAfter: z.optional(z.string()) });

export const EquityNoDataSchema = one('equityNo');
export const MinimumDataSchema = z.object({ minimum: AmountSchema });
export const MaximumDataSchema = z.object({ maximum: AmountSchema });
export const PayoffDataSchema = z.object({ payoff: AmountSchema });
export const TermsDataSchema = z.object({ terms: z.array(z.string()) });
export const QuoteChangedDataSchema = z.object({ INEREST_RATE: z.string(), FEE_AMT: z.string() });
export const RefNbrDataSchema = one('REF_NBR');
export const RefNbrOrNullDataSchema = z.nullable(RefNbrDataSchema);
export const TermsOrNullDataSchema = z.nullable(TermsDataSchema);
export const UpgradeRetryOrNullDataSchema = z.nullable(UpgradeRetryDataSchema);

export const WalletOrderNoDataSchema = z.union([one('orderNo'), one('mpcOrderNo')]);
export const WalletOrderStatusDataSchema = z.object({ mpcOrderNo: z.string(), status: z.string() });
export const WalletAmountDataSchema = z.union([
  z.object({ totalAmt: AmountSchema }),
  // goodsTotal is the bank's sum of price x quantity, as JavaScript writes it (1e+21 for absurd goods).
  z.object({ totleAmt: AmountSchema, goodsTotal: z.string() }),
]);
export const MerchantIdDataSchema = one('merchantId');
export const MerchantOrderNoDataSchema = one('orderNo');
export const BankCodeDataSchema = one('bankCode');
export const TopUpNoDataSchema = one('topUpNo');
export const CouponRefDataSchema = z.union([one('cardVoucherId'), one('cardVoucherCode')]);
export const ConfIdDataSchema = one('confId');
export const CategoryIdDataSchema = one('categoryId');

export {
  CashOncePerMonthDataSchema,
  DailyAttemptsSchema,
  PasswordFailureDataSchema,
  TopUpQuotaSchema,
  VbServiceTimeSchema,
};
