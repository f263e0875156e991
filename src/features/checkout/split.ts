import { z } from 'zod/mini';
import { AmountInputSchema } from '../../../contracts/rules/fields';
import { CODES } from '../../../contracts/codes';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import type { Lang } from '../../../contracts/lang';
import { POINTS_CASH_VALUE } from '../../../contracts/entities/checkout';

/**
 * How an order is split between points, Pay Later and the Allo Pay balance, and the rules of the split.
 * The rules answer with the texts the bank answers the same refusals with (contracts/codes), so the form
 * and the bank say the same thing: 'Maaf, saldo kamu tidak cukup.' and so on.
 */
export interface SplitLimits {
  total: number;
  /** Spendable Allo Pay balance. */
  balance: number;
  /** Available points. */
  points: number;
  /** The Pay Later line, or null when the customer has none (or it cannot be read). */
  payLater: { available: number; minimum: number; terms: readonly string[] } | null;
}

export interface SplitForm {
  usePoints: boolean;
  usePayLater: boolean;
  /** Digits only. */
  payLaterAmt: string;
  loanTerm: string;
}

export interface Split {
  /** Points spent. */
  points: number;
  /** What the points pay, in rupiah. */
  pointsValue: number;
  payLater: number;
  /** What is left for the balance. */
  balance: number;
}

const MESSAGES = {
  required: RULE_MESSAGES.required,
  amount: RULE_MESSAGES.amount,
  WALLET_AMOUNT_MISMATCH: CODES.WALLET_AMOUNT_MISMATCH,
  CREDIT_PAYLATER_LIMIT_EXCEEDED: CODES.CREDIT_PAYLATER_LIMIT_EXCEEDED,
  CREDIT_PAYLATER_BELOW_MINIMUM: CODES.CREDIT_PAYLATER_BELOW_MINIMUM,
  CREDIT_TERM_INVALID: CODES.CREDIT_TERM_INVALID,
  WALLET_INSUFFICIENT_BALANCE: CODES.WALLET_INSUFFICIENT_BALANCE,
} as const;
export type SplitMessageKey = keyof typeof MESSAGES;

/** The text of a message key in the user's language. */
export function splitMessage(key: string | undefined, lang: string): string | undefined {
  if (!key) return undefined;
  const entry = key in MESSAGES ? MESSAGES[key as SplitMessageKey] : MESSAGES.amount;
  return entry[(lang === 'en' ? 'en' : 'id') satisfies Lang];
}

/** Points pay whole rupiah up to the total: as many as are available and needed. */
export function pointsFor(limits: Pick<SplitLimits, 'total' | 'points'>): number {
  return Math.max(0, Math.min(limits.points, Math.floor(limits.total / POINTS_CASH_VALUE)));
}

export function splitOf(form: SplitForm, limits: SplitLimits): Split {
  const points = form.usePoints ? pointsFor(limits) : 0;
  const pointsValue = points * POINTS_CASH_VALUE;
  const typed = /^\d{1,15}$/.test(form.payLaterAmt) ? Number(form.payLaterAmt) : 0;
  const payLater = form.usePayLater && limits.payLater ? typed : 0;
  return { points, pointsValue, payLater, balance: limits.total - pointsValue - payLater };
}

/** What Pay Later is asked for when it is switched on: the rest after points, within the line. */
export function payLaterDefault(form: Pick<SplitForm, 'usePoints'>, limits: SplitLimits): string {
  if (!limits.payLater) return '';
  const rest = limits.total - (form.usePoints ? pointsFor(limits) * POINTS_CASH_VALUE : 0);
  const amount = Math.min(rest, limits.payLater.available);
  return amount > 0 ? String(amount) : '';
}

export type SplitIssue = { path: 'payLaterAmt' | 'loanTerm' | 'balance'; message: SplitMessageKey };

/** Every rule the split breaks (empty: it may be paid). */
export function splitIssues(form: SplitForm, limits: SplitLimits): SplitIssue[] {
  const issues: SplitIssue[] = [];
  const split = splitOf(form, limits);
  const line = limits.payLater;
  if (form.usePayLater && line) {
    const rest = limits.total - split.pointsValue;
    if (!form.payLaterAmt) issues.push({ path: 'payLaterAmt', message: 'required' });
    else if (!AmountInputSchema.safeParse(form.payLaterAmt).success) {
      issues.push({ path: 'payLaterAmt', message: 'amount' });
    } else if (split.payLater > rest) issues.push({ path: 'payLaterAmt', message: 'WALLET_AMOUNT_MISMATCH' });
    else if (split.payLater > line.available) {
      issues.push({ path: 'payLaterAmt', message: 'CREDIT_PAYLATER_LIMIT_EXCEEDED' });
    } else if (split.payLater < line.minimum) {
      issues.push({ path: 'payLaterAmt', message: 'CREDIT_PAYLATER_BELOW_MINIMUM' });
    }
    if (!line.terms.includes(form.loanTerm))
      issues.push({ path: 'loanTerm', message: 'CREDIT_TERM_INVALID' });
  }
  // The balance part is only judged once the Pay Later amount itself is sound.
  if (!issues.some((i) => i.path === 'payLaterAmt') && split.balance > limits.balance) {
    issues.push({ path: 'balance', message: 'WALLET_INSUFFICIENT_BALANCE' });
  }
  return issues;
}

/** The split as a form schema (react-hook-form's resolver): the balance rule lands on root.balance. */
export function splitSchema(limits: SplitLimits) {
  return z
    .object({
      usePoints: z.boolean(),
      usePayLater: z.boolean(),
      payLaterAmt: z.string(),
      loanTerm: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        for (const issue of splitIssues(form, limits)) {
          ctx.addIssue({
            code: 'custom',
            path: issue.path === 'balance' ? ['root', 'balance'] : [issue.path],
            message: issue.message,
          });
        }
      }),
    );
}
