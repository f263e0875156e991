import { z } from 'zod/mini';
import { TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { ours } from '../wire-origin';

/** How a one-time code reaches the phone (spec: WhatsApp or SMS). */
export const OtpChannelSchema = z.enum(['WHATSAPP', 'SMS']);
export type OtpChannel = z.infer<typeof OtpChannelSchema>;

/** A one-time code as typed: 6 digits. */
export const OtpCodeSchema = z.string().check(z.regex(/^\d{6}$/));

/** What the request names as the purpose of a code (usage_id): short, plain. */
export const OtpUsageSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));

/** Opaque tokens the bank hands out (captcha keys, verification sessions, factors). */
export const SecurityTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));

/** Captcha (spec section 3): image as a data: URL of a small SVG showing the code, and its key. */
export const CaptchaSchema = z.object({
  image: z.string().check(z.maxLength(20_000), z.regex(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/)),
  key: SecurityTokenSchema,
});
export type Captcha = z.infer<typeof CaptchaSchema>;

/** verify/captcha: the key a send accepts as proof (the answer is not shown in the spec: `verified` ours). */
export const CaptchaVerifyResultSchema = z.object({ key: SecurityTokenSchema, verified: ours(YesNoSchema) });

/** Answer of get/otp and get/uaotp: where the code went, the resend countdown and what the bank asks next. */
export const OtpSendResultSchema = z.object({
  channel: OtpChannelSchema,
  /** The number the code went to, masked (first 2 and last 4). */
  phone_no: TextSchema,
  usage_id: OtpUsageSchema,
  /** Seconds until a resend is allowed. */
  countdown: z.string().check(z.regex(/^\d+$/)),
  /** When this code stops working (yyyymmddhhmmss). */
  expire_time: TimestampSchema,
  /** Tries this code allows (ours). */
  attempts_left: ours(z.string().check(z.regex(/^\d+$/))),
  /** Codes that may still be requested today (ours). */
  sends_left: ours(z.string().check(z.regex(/^\d+$/))),
  /** Whether the next send will need a verified captcha (ours: a refusal says so anyway). */
  captcha_required: ours(YesNoSchema),
});
export type OtpSendResult = z.infer<typeof OtpSendResultSchema>;

/**
 * Answer of query/otp (not in the spec, docs/decisions/0025): the code a screen opened later (a link, a
 * reload) should show, as the bank holds it. A lock is refused with 80430223, as on every OTP call.
 */
export const OtpStatusSchema = z.object({
  /** 'Y' while a code sent to this number for this purpose can still be entered. */
  live: YesNoSchema,
  /** Where the live code went. */
  channel: z.optional(OtpChannelSchema),
  /** The number, masked (first 2 and last 4). */
  phone_no: TextSchema,
  usage_id: OtpUsageSchema,
  /** Seconds until a new code may be asked for ('0': now). */
  countdown: z.string().check(z.regex(/^\d+$/)),
  /** When the live code stops working (yyyymmddhhmmss). */
  expire_time: z.optional(TimestampSchema),
  /** Tries the live code has left ('0' without one). */
  attempts_left: z.string().check(z.regex(/^\d+$/)),
  /** Wrong entries in the last 30 minutes (5 lock the OTP until 00:00 WIB). */
  failed_attempts: z.string().check(z.regex(/^\d+$/)),
  /** Codes that may still be requested today. */
  sends_left: z.string().check(z.regex(/^\d+$/)),
  /** The return code the live code's last entry got: 80433001 wrong, 80433004 system error. */
  last_code: z.optional(z.string().check(z.regex(/^\d{4,10}$/))),
  /** After a system error: minutes still to wait. */
  retry_after_minutes: z.optional(z.string().check(z.regex(/^\d+$/))),
});
export type OtpStatus = z.infer<typeof OtpStatusSchema>;

/** Email OTP purposes: 4001001 verify the email on file (or at registration), 4001002 change the email. */
export const EmailBizTypeSchema = z.enum(['4001001', '4001002']);

/** Answer of email/get/otp. */
export const EmailOtpSendResultSchema = z.object({
  /** The address the code went to, masked. */
  email: TextSchema,
  bizType: EmailBizTypeSchema,
  countdown: z.string().check(z.regex(/^\d+$/)),
  expire_time: TimestampSchema,
  attempts_left: ours(z.string().check(z.regex(/^\d+$/))),
  sends_left: ours(z.string().check(z.regex(/^\d+$/))),
});

/** OTP verify result (spec section 3): a session other calls accept as proof, and when it expires. */
export const OtpVerifyResultSchema = z.object({
  session: SecurityTokenSchema,
  expire_time: TimestampSchema,
});
export type OtpVerifyResult = z.infer<typeof OtpVerifyResultSchema>;

/** Answer of email/get/token: a token for the email template, and its expiry. */
export const EmailTokenSchema = z.object({
  token: SecurityTokenSchema,
  tplId: TextSchema,
  expire_time: TimestampSchema,
});

/**
 * ret_data of the OTP refusals, so a client can show "attempts left", a countdown, a lock or a captcha.
 * Each refusal fills the fields that apply; all are strings.
 */
export const OtpFailureDataSchema = z.object({
  /** OTP_WRONG: tries this code has left ('2', then '1'); OTP_ATTEMPTS_USED: '0'. */
  attemptsLeft: z.optional(z.string()),
  /** Wrong entries in the last 30 minutes (5 lock the OTP until 00:00 WIB: 80430223). */
  failedAttempts: z.optional(z.string()),
  /** OTP_RESEND_TOO_SOON: seconds of the countdown left. */
  secondsLeft: z.optional(z.string()),
  /** OTP_LOCKED, OTP_SEND_LIMIT: when the lock is released (00:00 WIB), yyyymmddhhmmss. */
  lockedUntil: z.optional(TimestampSchema),
  /** OTP_SYSTEM_ERROR: minutes to wait. */
  retryAfterMinutes: z.optional(z.string()),
  /** CAPTCHA_REQUIRED: 'Y'. */
  captchaRequired: z.optional(YesNoSchema),
});
export type OtpFailureData = z.infer<typeof OtpFailureDataSchema>;
