import { OtpFailureDataSchema, type OtpFailureData } from '../../../contracts/entities/otp';
import { isApiError } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { otpPath, type OtpParams } from './otp-params';
import { isCode } from '../../api/is-code';

/** ret_data of an OTP refusal (attempts left, seconds left, lock...), or nothing when absent. */
export function failureData(error: unknown): OtpFailureData {
  if (!isApiError(error)) return {};
  const parsed = OtpFailureDataSchema.safeParse(error.ret_data ?? {});
  return parsed.success ? parsed.data : {};
}

export type FailedReason = 'limit' | 'locked';

/** The refusals that end the flow for today: the daily send limit and the 80430223 lock. */
export function failedReasonOf(error: unknown): FailedReason | null {
  if (!isApiError(error) || error.kind !== 'code') return null;
  if (isCode(error, 'OTP_SEND_LIMIT')) return 'limit';
  if (isCode(error, 'OTP_LOCKED')) return 'locked';
  return null;
}

export function failedPath(reason: FailedReason, params: OtpParams, error: unknown): string {
  const until = failureData(error).lockedUntil;
  return otpPath(ROUTES.OTP_FAILED, params, { reason, ...(until ? { until } : {}) });
}

/** What to show for a refused call: the bank's own words (it answers in the user's language). */
export function messageOf(error: unknown): string | null {
  return isApiError(error) ? error.ret_msg : null;
}
