import { z } from 'zod/mini';
import { EmailSchema, MobileSchema } from '../rules/fields';
import { TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { ours } from '../wire-origin';

/** Answer of change/user_info: the contact details now on file (phone masked). */
export const UserInfoChangeResultSchema = z.object({
  email: TextSchema,
  phoneNo: TextSchema,
  emailVerified: YesNoSchema,
  updateTime: ours(TimestampSchema),
});

/**
 * The email change form (spec section 5: an email change needs the same email twice): the new email, and
 * the same again. The bank then sends the code to it (email/get/otp, bizType 4001002).
 */
export const EmailChangeFormSchema = z
  .object({
    newEmail: EmailSchema,
    confirmEmail: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' })),
  })
  .check(
    z.refine((form) => form.newEmail.toLowerCase() === form.confirmEmail.trim().toLowerCase(), {
      path: ['confirmEmail'],
      error: 'emailMismatch',
    }),
  );
export type EmailChangeForm = z.infer<typeof EmailChangeFormSchema>;

/** The mobile change form: the new number without +62 (8, then 8 to 11 digits). */
export const MobileChangeFormSchema = z.object({ newPhoneNo: MobileSchema });
export type MobileChangeForm = z.infer<typeof MobileChangeFormSchema>;

/** What the bank's code for a mobile change is for (get/otp and verify/otp usage_id). */
export const CHANGE_PHONE_USAGE = 'CHANGE_PHONE';
/** Email code purpose of a change of email (email/get/otp and email/verify/otp bizType). */
export const CHANGE_EMAIL_BIZ_TYPE = '4001002';
