import { z } from 'zod/mini';
import { TOP_UP_MINIMUM } from './fields';
import type { RuleMessageKey } from './messages';

/**
 * The top-up rules of spec section 5 (minimum Rp10.000, amount required, card expiry required) and the
 * debit card's own checks (number with a Luhn check digit, CVV, MM/YY expiry). The forms and the bank use
 * these schemas, so both refuse the same input with the same text.
 */
const msg = (key: RuleMessageKey) => ({ error: key });

/** The Luhn (mod 10) check digit of a card number holds. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Whole rupiah typed for a top-up: required, digits only, at least Rp10.000. */
export const TopUpAmountSchema = z.string(msg('topUpAmountRequired')).check(
  z.minLength(1, msg('topUpAmountRequired')),
  z.regex(/^[1-9]\d{0,14}$/, msg('amount')),
  z.refine((value) => Number(value) >= TOP_UP_MINIMUM, msg('topUpMinimum')),
);

/** 16 to 19 digits (no spaces) whose last digit is the Luhn check digit. */
export const CardNumberSchema = z
  .string(msg('required'))
  .check(
    z.minLength(1, msg('required')),
    z.regex(/^\d{16,19}$/, msg('cardNumber')),
    z.refine(passesLuhn, msg('cardNumberInvalid')),
  );

/** MM/YY as printed on the card; required (spec section 5). Whether it has passed is the bank's call. */
export const CardExpirySchema = z
  .string(msg('cardExpiryRequired'))
  .check(z.minLength(1, msg('cardExpiryRequired')), z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, msg('cardExpiry')));

export const CvvSchema = z
  .string(msg('required'))
  .check(z.minLength(1, msg('required')), z.regex(/^\d{3}$/, msg('cvv')));

/** The last month a card of expiry MM/YY works in, as YYYYMM (cards run to the end of that month). */
export function cardExpiryMonth(expiry: string): string {
  return `20${expiry.slice(3, 5)}${expiry.slice(0, 2)}`;
}
