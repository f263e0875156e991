import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  CaptchaSchema,
  CaptchaVerifyResultSchema,
  EmailBizTypeSchema,
  EmailOtpSendResultSchema,
  EmailTokenSchema,
  OtpChannelSchema,
  OtpCodeSchema,
  OtpSendResultSchema,
  OtpStatusSchema,
  OtpUsageSchema,
  OtpVerifyResultSchema,
  SecurityTokenSchema,
} from '../entities/otp';
import { EmptyRequestSchema } from '../entities/primitives';
import { EmailSchema, MobileSchema } from '../rules/fields';

export const getCaptcha = defineEndpoint({
  method: 'POST',
  path: '/ams/common/get/captcha',
  request: EmptyRequestSchema,
  response: CaptchaSchema,
  summary: 'A new captcha: an SVG image (data: URL) showing the code, and its key',
  group: 'otp',
});

export const verifyCaptcha = defineEndpoint({
  method: 'POST',
  path: '/ams/common/verify/captcha',
  request: z.object({
    key: SecurityTokenSchema,
    code: z.string().check(z.regex(/^[A-Za-z0-9]{4,8}$/)),
  }),
  response: CaptchaVerifyResultSchema,
  summary: 'Check the captcha code; a verified key lets the next OTP be sent when the bank asks for it',
  group: 'otp',
});

const sendFields = {
  usage_id: OtpUsageSchema,
  /** WhatsApp or SMS, as the user chose. */
  channel: OtpChannelSchema,
  /** A verified captcha key, when the bank asked for one (captcha_required). */
  captcha_key: z.optional(SecurityTokenSchema),
};

export const getUaOtp = defineEndpoint({
  method: 'POST',
  path: '/ams/common/get/uaotp',
  request: z.object(sendFields),
  response: OtpSendResultSchema,
  summary: "Send a one-time code to the account's registered phone (WhatsApp or SMS)",
  group: 'otp',
});

export const verifyUaOtp = defineEndpoint({
  method: 'POST',
  path: '/ams/common/verify/uaotp',
  request: z.object({ usage_id: OtpUsageSchema, phone_check_num: OtpCodeSchema }),
  response: OtpVerifyResultSchema,
  summary: 'Check the code sent to the registered phone; answers a session accepted as proof',
  group: 'otp',
});

export const getOtp = defineEndpoint({
  method: 'POST',
  path: '/ams/common/get/otp',
  request: z.object({ phone_no: MobileSchema, ...sendFields }),
  response: OtpSendResultSchema,
  summary: 'Send a one-time code to a phone number (WhatsApp or SMS), after the resend countdown',
  group: 'otp',
});

export const verifyOtp = defineEndpoint({
  method: 'POST',
  path: '/ams/common/verify/otp',
  request: z.object({
    phone_no: MobileSchema,
    usage_id: OtpUsageSchema,
    phone_check_num: OtpCodeSchema,
  }),
  response: OtpVerifyResultSchema,
  summary: 'Check a one-time code; answers a session other calls accept as proof, and its expiry',
  group: 'otp',
});

/**
 * Not in the spec's list (docs/decisions/0025): the state of the code last sent to a number for a purpose,
 * so the code screen opened by a link or a reload shows it (attempts left, a system error, the countdown)
 * instead of asking for a new code.
 */
export const queryOtp = defineEndpoint({
  method: 'POST',
  path: '/ams/common/query/otp',
  request: z.object({ phone_no: MobileSchema, usage_id: OtpUsageSchema }),
  response: OtpStatusSchema,
  summary: 'The live one-time code of a number and purpose: channel, tries left, last answer, countdown',
  group: 'otp',
  ours: true,
});

export const getEmailOtp = defineEndpoint({
  method: 'GET',
  path: '/ams/common/email/get/otp',
  request: z.object({
    email: EmailSchema,
    bizType: EmailBizTypeSchema,
    /** A verified captcha key, from the fourth code of a day (80433008), as for phone codes. */
    captcha_key: z.optional(SecurityTokenSchema),
  }),
  response: EmailOtpSendResultSchema,
  summary: 'Send a one-time code to an email address (verify it, or change to it)',
  group: 'settings',
});

export const verifyEmailOtp = defineEndpoint({
  method: 'POST',
  path: '/ams/common/email/verify/otp',
  request: z.object({ email: EmailSchema, bizType: EmailBizTypeSchema, otp: OtpCodeSchema }),
  response: OtpVerifyResultSchema,
  summary: 'Check an email code; answers a session that change/user_info accepts for that email',
  group: 'settings',
});

export const getEmailToken = defineEndpoint({
  method: 'GET',
  path: '/ams/common/email/get/token',
  request: z.object({ tplId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), email: EmailSchema }),
  response: EmailTokenSchema,
  summary: 'A token for an email template (tplId) addressed to the given email',
  group: 'settings',
});
