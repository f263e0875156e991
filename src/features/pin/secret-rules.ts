import { z } from 'zod/mini';
import { NewPasswordSchema, PinSchema } from '../../../contracts/rules/fields';
import { RULE_MESSAGES, type RuleMessageKey } from '../../../contracts/rules/messages';
import type { Lang } from '../../../contracts/lang';

/**
 * The form rules of PIN and password (spec section 5), built from the contracts' schemas: their messages
 * are RULE_MESSAGES keys, shown in the user's language by `ruleText`.
 */
const msg = (key: RuleMessageKey) => ({ error: key });

/** The PIN forms: old PIN (change), new PIN (6 digits, not weak) and its confirmation. */
export const PinFormSchema = z
  .object({ oldPin: z.string(), pin: PinSchema, confirm: z.string(msg('required')) })
  .check(
    z.superRefine((values, ctx) => {
      if (values.confirm !== values.pin) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'pinMismatch' });
      }
    }),
  );
export type PinForm = z.input<typeof PinFormSchema>;

/** The password forms: the old one (change only), a new one following section 5, and the same again. */
export function passwordFormSchema(withOld: boolean) {
  return z
    .object({
      oldPassword: withOld ? z.string(msg('required')).check(z.minLength(1, msg('required'))) : z.string(),
      password: NewPasswordSchema,
      confirm: z.string(msg('required')).check(z.minLength(1, msg('required'))),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.confirm !== values.password) {
          ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'pinMismatch' });
        }
        if (withOld && values.password === values.oldPassword) {
          ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordSameAsOld' });
        }
      }),
    );
}
export type PasswordForm = z.input<ReturnType<typeof passwordFormSchema>>;

/** The checklist shown live under the new password: the same tests as NewPasswordSchema. */
export const PASSWORD_CHECKS = [
  { key: 'length', test: (value: string) => value.length >= 8 && value.length <= 64 },
  { key: 'lower', test: (value: string) => /[a-z]/.test(value) },
  { key: 'upper', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'digit', test: (value: string) => /\d/.test(value) },
  { key: 'symbol', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export type PasswordCheckKey = (typeof PASSWORD_CHECKS)[number]['key'];

/** A form error's text: a rule key in the user's language, or a bank message as it came. */
export function ruleText(message: string | undefined, lang: string): string | undefined {
  if (!message) return undefined;
  const language: Lang = lang.startsWith('en') ? 'en' : 'id';
  return message in RULE_MESSAGES ? RULE_MESSAGES[message as RuleMessageKey][language] : message;
}
