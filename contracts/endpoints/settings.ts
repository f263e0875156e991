import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { SecurityTokenSchema } from '../entities/otp';
import { UserInfoChangeResultSchema } from '../entities/settings';
import { exactlyOneOf } from '../rules/cross-field';
import { EmailSchema, MobileSchema } from '../rules/fields';
import { ruleNoted } from '../wire-origin';

export const changeUserInfo = defineEndpoint({
  method: 'POST',
  path: '/ams/account/change/user_info',
  // One session proves one new contact, so a call changes one of them: exactly one of the two is sent.
  request: exactlyOneOf(
    z.object({
      newEmail: z.optional(EmailSchema),
      newPhoneNo: ruleNoted(z.optional(MobileSchema), 'not the customer’s own mobile number (section 5)'),
      /** The session of an email OTP for newEmail (email/verify/otp) or of a phone OTP for newPhoneNo. */
      session: SecurityTokenSchema,
    }),
    ['newEmail', 'newPhoneNo'],
  ),
  response: UserInfoChangeResultSchema,
  summary: 'Change the email or mobile number, proven by an OTP session for the new one',
  group: 'settings',
});
