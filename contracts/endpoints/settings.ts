import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { SecurityTokenSchema } from '../entities/otp';
import { UserInfoChangeResultSchema } from '../entities/settings';
import { EmailSchema, MobileSchema } from '../rules/fields';

export const changeUserInfo = defineEndpoint({
  method: 'POST',
  path: '/ams/account/change/user_info',
  request: z.object({
    /** Send the one being changed; at least one of newEmail and newPhoneNo (the bank refuses neither). */
    newEmail: z.optional(EmailSchema),
    newPhoneNo: z.optional(MobileSchema),
    /** The session of an email OTP for newEmail (email/verify/otp) or of a phone OTP for newPhoneNo. */
    session: SecurityTokenSchema,
  }),
  response: UserInfoChangeResultSchema,
  summary: 'Change the email or mobile number, proven by an OTP session for the new one',
  group: 'settings',
});
