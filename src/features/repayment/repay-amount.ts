import { z } from 'zod/mini';
import { AmountInputSchema } from '../../../contracts/rules/fields';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import type { Lang } from '../../../contracts/lang';

/**
 * The amount of a bill repayment (spec section 5): required, above 0, and not above what is due
 * ('Masukkan tidak lebih dari nilai tagihan', the same text the bank answers with CREDIT_REPAY_EXCEEDS_DUE).
 */
const MESSAGES = {
  required: RULE_MESSAGES.required,
  amount: RULE_MESSAGES.amount,
  repayExceedsDue: RULE_MESSAGES.repayExceedsDue,
} as const;
type MessageKey = keyof typeof MESSAGES;

export function repayAmountSchema(maximum: number) {
  return z.object({
    amount: z
      .pipe(
        z.string().check(z.minLength(1, 'required' satisfies MessageKey)),
        z.pipe(AmountInputSchema, z.transform(Number)),
      )
      .check(z.refine((value) => value <= maximum, 'repayExceedsDue' satisfies MessageKey)),
  });
}
export type RepayAmountForm = z.input<ReturnType<typeof repayAmountSchema>>;
export type RepayAmountValues = z.output<ReturnType<typeof repayAmountSchema>>;

/** The text of a message key in the user's language; any other key reads as an invalid amount. */
export function repayAmountMessage(key: string | undefined, lang: string): string | undefined {
  if (!key) return undefined;
  const entry = key in MESSAGES ? MESSAGES[key as MessageKey] : MESSAGES.amount;
  return entry[(lang === 'en' ? 'en' : 'id') satisfies Lang];
}
