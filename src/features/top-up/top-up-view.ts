import { z } from 'zod/mini';
import { WALLET_CODES as CODES } from '../../../contracts/codes/wallet';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import type { Lang } from '../../../contracts/lang';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import type { VirtualAccount } from '../../../contracts/entities/wallet';
import {
  CardExpirySchema,
  CardNumberSchema,
  CvvSchema,
  TopUpAmountSchema,
  cardExpiryMonth,
} from '../../../contracts/rules/top-up';
import { ROUTES } from '../../shared/navigation/routes';

/**
 * The view logic of top-up: the amount and card rules of spec section 5 as the forms use them, the tier's
 * cap in words, and which virtual account of a list is the one on screen.
 */

/** The most one top-up may be now, or null without a cap (Allo Prime). */
export function maxOf(quota: Pick<TopUpQuota, 'maxTopUpAmt'> | undefined): number | null {
  if (!quota || Number(quota.maxTopUpAmt) < 0) return null;
  return Number(quota.maxTopUpAmt);
}

/** Required, at least Rp10.000, and (key `tierCap`) not above the room the tier leaves. */
export function amountRule(max: number | null) {
  return TopUpAmountSchema.check(
    z.refine((value) => max === null || Number(value) <= max, { error: 'tierCap' }),
  );
}

export function amountSchema(max: number | null) {
  return z.object({ amount: amountRule(max) });
}
export type AmountValues = z.infer<ReturnType<typeof amountSchema>>;

/**
 * The debit card form: the amount, the card number with its Luhn check, the expiry (required, MM/YY, and
 * not a month already past: the bank's own words) and the CVV.
 */
export function cardSchema(max: number | null, currentMonth: string) {
  return z.object({
    amount: amountRule(max),
    cardNo: CardNumberSchema,
    expiry: CardExpirySchema.check(
      z.refine((value) => cardExpiryMonth(value) >= currentMonth, {
        error: 'cardExpired',
      }),
    ),
    cvv: CvvSchema,
  });
}
export type CardValues = z.infer<ReturnType<typeof cardSchema>>;

const MESSAGES = { ...RULE_MESSAGES, cardExpired: CODES.WALLET_CARD_EXPIRED } as const;

/** The text of a rule's message key in the user's language (the tier cap is worded by capLine). */
export function ruleText(key: string | undefined, lang: string): string | undefined {
  if (!key) return undefined;
  const entry = key in MESSAGES ? MESSAGES[key as keyof typeof MESSAGES] : RULE_MESSAGES.amount;
  return entry[(lang === 'en' ? 'en' : 'id') satisfies Lang];
}

/** Which cap limits a top-up now, as an i18n key with its numbers; null without a cap. */
export function capLine(
  quota: TopUpQuota,
): { key: 'cap.balance' | 'cap.incoming'; values: { tier: string; cap: number; room: number } } | null {
  if (quota.limitedBy === 'NONE') return null;
  const balance = quota.limitedBy === 'BALANCE';
  return {
    key: balance ? 'cap.balance' : 'cap.incoming',
    values: {
      tier: quota.tierName,
      cap: Number(balance ? quota.balanceCap : quota.incomingCap),
      room: Math.max(0, Number(quota.maxTopUpAmt)),
    },
  };
}

/** Where to raise the caps: Allo Pay to Allo Pay+, Allo Pay+ to Allo Prime; Prime has none. */
export function upgradeOf(level: TopUpQuota['mpcLevel']): { to: string; key: 'middle' | 'prime' } | null {
  if (level === '1') return { to: ROUTES.UPGRADE_MIDDLE, key: 'middle' };
  if (level === '2') return { to: ROUTES.UPGRADE_PRIME, key: 'prime' };
  return null;
}

export interface ShownVa {
  vaCode: string;
  expTime: string;
}

/**
 * The virtual account on screen among the bank's list (newest first). Once it is paid the bank opens a new
 * one with the same number beside it, so a settled entry of the same number and expiry wins over an open one.
 */
export function pickVa(list: VirtualAccount[] | undefined, shown: ShownVa): VirtualAccount | undefined {
  const same = (list ?? []).filter((v) => v.vaCode === shown.vaCode && v.expTime === shown.expTime);
  return same.find((v) => v.status !== '0') ?? same[0];
}

/** Card digits in groups of four as typed ('4111111111111111' -> '4111 1111 1111 1111'). */
export function groupCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, with the slash put in: '0828' -> '08/28'. */
export function expiryInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A fresh request id for one confirmation (a UUID; random hex where randomUUID is missing). */
export function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
