import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { AccountStatusSchema } from '../entities/account';
import { SecurityTokenSchema } from '../entities/otp';
import { TextSchema } from '../entities/primitives';
import {
  BaseAccountRegistrationSchema,
  TuringResultSchema,
  UserInfoAddResultSchema,
} from '../entities/register';
import { CipherTextSchema } from '../entities/password';
import { EmailSchema, FullNameSchema, MobileSchema } from '../rules/fields';
import { NEW_LOGIN_PASSWORD_RULE } from '../rules/secret-rules';
import { ruleNoted } from '../wire-origin';

/** User ids as the bank issues them. */
const UserIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const registerBaseAccount = defineEndpoint({
  method: 'POST',
  path: '/ams/account/register/base_account',
  request: z.object({ userId: UserIdSchema, phoneNo: MobileSchema }),
  response: BaseAccountRegistrationSchema,
  summary: 'Register the base wallet account (Allo Pay) for a user and phone; one per phone',
  group: 'account',
});

export const addUserInfo = defineEndpoint({
  method: 'POST',
  path: '/ams/common/add/user_info',
  request: z.object({
    name: FullNameSchema,
    email: EmailSchema,
    /** The login password sealed with the key of a get/ua_factor factor, as password/set takes it. */
    password: ruleNoted(CipherTextSchema, NEW_LOGIN_PASSWORD_RULE),
    factor: SecurityTokenSchema,
    /** The session of the registration OTP, when the client has one. */
    session: z.optional(SecurityTokenSchema),
  }),
  response: UserInfoAddResultSchema,
  summary: 'Registration: name, email and login password (section 5 rules)',
  group: 'register',
});

export const submitTuringToken = defineEndpoint({
  method: 'POST',
  path: '/ams/account/submit/turing_token',
  request: z.object({
    turingToken: z.string().check(z.minLength(1), z.maxLength(4096)),
    scene: z.optional(TextSchema),
  }),
  response: TuringResultSchema,
  summary: 'Submit the anti-bot (turing) token of the device check',
  group: 'account',
});

export const accountStatus88400003 = defineEndpoint({
  method: 'POST',
  path: '/88400003/01/1.0.0/',
  request: z.object({
    biz_no: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    user_id: UserIdSchema,
    app_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  }),
  response: AccountStatusSchema,
  summary: 'Generic account status call: the account status fields of section 3',
  group: 'account',
});
