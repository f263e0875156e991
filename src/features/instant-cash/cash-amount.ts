import { z } from 'zod/mini';
import { AmountInputSchema } from '../../../contracts/rules/fields';
import { CREDIT_CODES as CODES } from '../../../contracts/codes/credit';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import type { Lang } from '../../../contracts/lang';

/**
 * The amount rule of Instant Cash (spec section 5): it must exceed the first plan's minimum loan amount,
 * and may not be above the cash available (CASH_OTB). The messages are the bank's own (code catalogue),
 * so the form says word for word what try/loan and apply/loan answer for the same amount.
 */
const MESSAGES = {
  required: RULE_MESSAGES.required,
  amount: RULE_MESSAGES.amount,
  belowMinimum: CODES.CREDIT_CASH_BELOW_MINIMUM,
  aboveLimit: CODES.CREDIT_CASH_LIMIT_EXCEEDED,
} as const;
export type AmountMessageKey = keyof typeof MESSAGES;

export function cashAmountSchema(minimum: number, maximum: number) {
  return z.object({
    amount: z
      .pipe(
        z.string().check(z.minLength(1, 'required' satisfies AmountMessageKey)),
        z.pipe(AmountInputSchema, z.transform(Number)),
      )
      .check(
        z.refine((value) => value > minimum, 'belowMinimum' satisfies AmountMessageKey),
        z.refine((value) => value <= maximum, 'aboveLimit' satisfies AmountMessageKey),
      ),
  });
}
export type CashAmountForm = z.input<ReturnType<typeof cashAmountSchema>>;
export type CashAmountValues = z.output<ReturnType<typeof cashAmountSchema>>;

/** The text of a message key in the user's language; unknown keys (a schema's own) read as invalid. */
export function amountMessage(key: string | undefined, lang: string): string | undefined {
  if (!key) return undefined;
  const entry = key in MESSAGES ? MESSAGES[key as AmountMessageKey] : MESSAGES.amount;
  return entry[(lang === 'en' ? 'en' : 'id') satisfies Lang];
}
