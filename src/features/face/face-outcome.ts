import { codeByValue } from '../../../contracts/codes';
import { ONBOARDING_CODES as CODES } from '../../../contracts/codes/onboarding';
import { langOf } from '../../../contracts/lang';
import { DailyAttemptsSchema, type DailyAttempts } from '../../../contracts/entities/id-scan';
import { isApiError } from '../../api';
import { isCode } from '../../api/is-code';

export type FaceRetryReason = 'blurry' | 'lowLight' | 'accessories' | 'failed' | 'previous';

/** What a face check came to, as the screen shows it. */
export type FaceOutcome =
  | { kind: 'retry'; reason: FaceRetryReason; message: string; attempts: DailyAttempts | null }
  | { kind: 'limit'; message: string; attempts: DailyAttempts | null };

const REASON_OF_CODE: Record<string, FaceRetryReason> = {
  [CODES.ONB_FACE_BLURRY.code]: 'blurry',
  [CODES.ONB_FACE_LOW_LIGHT.code]: 'lowLight',
  [CODES.ONB_FACE_ACCESSORIES.code]: 'accessories',
};

export function isFaceLimit(error: unknown): boolean {
  return isCode(error, 'ONB_FACE_LIMIT_REACHED');
}

/** A refused face check: the bank's advice and the attempts left today, or the day's limit. */
export function faceOutcomeOf(error: unknown): FaceOutcome {
  if (!isApiError(error)) return { kind: 'retry', reason: 'failed', message: '', attempts: null };
  const parsed = DailyAttemptsSchema.safeParse(error.ret_data);
  const attempts = parsed.success ? parsed.data : null;
  if (isFaceLimit(error)) return { kind: 'limit', message: error.ret_msg, attempts };
  const reason = (error.kind === 'code' && REASON_OF_CODE[error.ret_code]) || 'failed';
  return { kind: 'retry', reason, message: error.ret_msg, attempts };
}

/**
 * The retry screen of a check that failed before this visit (query/face_result F): the reason and the
 * bank's advice for the code it was refused with; without a code, "the previous attempt failed".
 */
export function faceOutcomeOfFailCode(
  failCode: string | undefined,
  locale: string,
  previousBody: string,
): FaceOutcome {
  const reason = (failCode && REASON_OF_CODE[failCode]) || undefined;
  const entry = reason && failCode ? codeByValue(failCode) : undefined;
  if (!reason || !entry) return { kind: 'retry', reason: 'previous', message: previousBody, attempts: null };
  return { kind: 'retry', reason, message: entry[langOf(locale)], attempts: null };
}
