import { SECURITY_CODES as CODES } from '../../../contracts/codes/security';
import { langOf } from '../../../contracts/lang';
import type { OtpStatus } from '../../../contracts/entities/otp';

/** What the last refused code left to say, under the boxes. */
export interface Feedback {
  message: string;
  /** OTP_WRONG: tries this code has left. */
  attemptsLeft?: number;
  /** OTP_SYSTEM_ERROR: minutes to wait. */
  retryMinutes?: string;
}

/**
 * What a screen opened on a live code says under the boxes (query/otp): its last entry's answer, in the
 * bank's words for that code, with the tries left or the minutes to wait; nothing for a fresh code.
 */
export function feedbackOfStatus(status: OtpStatus, locale: string): Feedback | null {
  const lang = langOf(locale);
  if (status.last_code === CODES.OTP_WRONG.code) {
    return { message: CODES.OTP_WRONG[lang], attemptsLeft: Number(status.attempts_left) };
  }
  if (status.last_code === CODES.OTP_SYSTEM_ERROR.code) {
    return {
      message: CODES.OTP_SYSTEM_ERROR[lang],
      ...(status.retry_after_minutes ? { retryMinutes: status.retry_after_minutes } : {}),
    };
  }
  return null;
}
