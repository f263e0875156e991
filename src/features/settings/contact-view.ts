import { CODES } from '../../../contracts/codes';
import { OtpFailureDataSchema } from '../../../contracts/entities/otp';
import { isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { bankIssues } from '../../shared/forms/form-field';
import { maskMobile } from '../../shared/lib/masking';

/** What a refused code leaves to say under the boxes: the bank's words, tries left, minutes to wait. */
export interface CodeFeedback {
  message: string;
  attemptsLeft?: number;
  retryMinutes?: string;
}

/** The feedback of a refused verify (wrong, used up, expired, locked, system error), or null for none. */
export function codeFeedbackOf(error: unknown): CodeFeedback | null {
  if (!isApiError(error) || error.kind !== 'code') return null;
  const data = OtpFailureDataSchema.safeParse(error.ret_data);
  const info = data.success ? data.data : {};
  return {
    message: error.ret_msg,
    ...(isCode(error, 'OTP_WRONG') && info.attemptsLeft ? { attemptsLeft: Number(info.attemptsLeft) } : {}),
    ...(isCode(error, 'OTP_SYSTEM_ERROR') && info.retryAfterMinutes
      ? { retryMinutes: info.retryAfterMinutes }
      : {}),
  };
}

/** Seconds of the resend countdown a too-soon refusal carries (ret_data.secondsLeft), else null. */
export function secondsLeftOf(error: unknown): number | null {
  if (!isCode(error, 'OTP_RESEND_TOO_SOON')) return null;
  const data = OtpFailureDataSchema.safeParse(error.ret_data);
  const seconds = data.success ? Number(data.data.secondsLeft) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * Refusals of sending a code that concern the new email or number itself, shown under its field: taken by
 * another account, the current one, a bad format, a countdown still running for another address.
 */
const FIELD_REFUSALS = [
  CODES.EMAIL_REGISTERED_OTHER_PHONE.code,
  CODES.CONTACT_UNCHANGED.code,
  CODES.BAD_REQUEST.code,
  CODES.OTP_RESEND_TOO_SOON.code,
] as const;

export function isFieldRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'code' &&
    (FIELD_REFUSALS as readonly string[]).includes(error.ret_code)
  );
}

/** The words of a field refusal: the rule's text the bank gave for the field, else its message. */
export function fieldMessageOf(error: unknown): string {
  if (!isApiError(error)) return '';
  return bankIssues(error.ret_data)[0]?.message ?? error.ret_msg;
}

/** A mobile number as the settings screens show it: +62 and the spec's mask (first 2, last 4). */
export function shownMobile(phone: string): string {
  return `+62 ${maskMobile(phone)}`;
}

/** A card number as the bank masked it, in groups of four for reading: '5264 12** **** 3456'. */
export function groupedCard(masked: string): string {
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
