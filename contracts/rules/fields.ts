import { z } from 'zod/mini';
import type { RuleMessageKey } from './messages';
import { isCalendarDate } from '../dates-core';
import { ruleNoted } from '../wire-origin';

/**
 * The validation rules of spec section 5, as Zod schemas whose messages are keys of RULE_MESSAGES. The
 * forms and the fake bank use the same schemas, so both refuse the same input with the same text.
 */
const msg = (key: RuleMessageKey) => ({ error: key });

export const NikSchema = z.string(msg('required')).check(z.regex(/^\d{16}$/, msg('nik')));
export const PostalCodeSchema = z
  .string(msg('required'))
  .check(z.minLength(1, msg('required')), z.regex(/^\d{5}$/, msg('postalCode')));
export const NpwpSchema = z.string(msg('required')).check(z.regex(/^\d{15}$/, msg('npwp')));
/** 8 followed by 8 to 11 digits, without the +62 prefix. */
export const MobileSchema = z.string(msg('required')).check(z.regex(/^8\d{8,11}$/, msg('mobile')));

export const FullNameSchema = z
  .string(msg('required'))
  .check(
    z.minLength(2, msg('nameLength')),
    z.maxLength(256, msg('nameLength')),
    z.regex(/^[A-Za-z .·]+$/, msg('nameAlphabet')),
  );

/**
 * The name on the e-KTP (spec section 5, "birthplace, name"): letters, spaces and . , - ' ` ‘, so names such
 * as Nur'aini, Siti-Aisyah or H. M. Yusuf pass on the OCR confirm and manual forms and in the bank. The
 * registration's full name keeps its own rule (letters, space, dot, middle dot).
 */
export const KtpNameSchema = z
  .string(msg('required'))
  .check(
    z.minLength(2, msg('nameLength')),
    z.maxLength(256, msg('nameLength')),
    z.regex(/^[A-Za-z .,\-'`‘]+$/, msg('ktpName')),
  );

export const BirthPlaceSchema = z
  .string(msg('required'))
  .check(
    z.minLength(1, msg('required')),
    z.maxLength(256, msg('birthPlace')),
    z.regex(/^[A-Za-z .,\-'`‘]+$/, msg('birthPlace')),
  );

const RELATION_WORDS = [
  'ibu',
  'mama',
  'mamah',
  'emak',
  'mamih',
  'mom',
  'adik',
  'kakak',
  'mother',
  'bunda',
  'ibunda',
];

/** The rules past the pattern are named in the published document (x-rule): JSON Schema has no case-blind words. */
export const MotherMaidenNameSchema = ruleNoted(
  z.string(msg('required')).check(
    z.trim(),
    z.minLength(1, msg('required')),
    z.maxLength(100, msg('motherName')),
    z.regex(/^[A-Za-z .,\-`‘']+$/, msg('motherName')),
    z.refine(
      (value) => !RELATION_WORDS.includes(value.split(/[\s.,]+/)[0]!.toLowerCase()),
      msg('motherNameRelation'),
    ),
    z.refine(
      (value) => !['none', 'na', 'n/a', 'n.a', 'n.a.'].includes(value.toLowerCase()),
      msg('motherNameInvalid'),
    ),
    z.refine((value) => !/(.)\1{3,}/i.test(value), msg('motherNameInvalid')),
  ),
  `trimmed first; not starting with a relation word (${RELATION_WORDS.join(', ')}, in any case), not None, NA or N/A, no character more than 3 times in a row (section 5)`,
);

/** Company name and address style: word characters, dot, middle dot, &, space, quote, parentheses. */
export const CompanyTextSchema = z
  .string(msg('required'))
  .check(
    z.minLength(1, msg('required')),
    z.maxLength(256, msg('companyText')),
    z.regex(/^[\w.·& '()]+$/u, msg('companyText')),
  );

export const EmailSchema = z
  .string(msg('required'))
  .check(
    z.maxLength(254, msg('email')),
    z.regex(/^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*@(?:[A-Za-z0-9-]{1,32}\.){1,3}[A-Za-z]{2,7}$/, msg('email')),
  );

/** year-month-day (1 to 4 digit year) or with slashes, a real calendar date. */
export const DateOfBirthSchema = ruleNoted(
  z.string(msg('required')).check(
    z.regex(/^\d{1,4}[-/]\d{1,2}[-/]\d{1,2}$/, msg('dateOfBirth')),
    z.refine((value) => {
      const [y, m, d] = value.split(/[-/]/).map(Number);
      return isCalendarDate(y!, m!, d!);
    }, msg('dateOfBirth')),
  ),
  'a real calendar date (no 31 April, 29 February only in a leap year)',
);

export function isWeakPin(pin: string): boolean {
  if (/^(\d)\1{5}$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

export const PinSchema = z.string(msg('required')).check(
  z.regex(/^\d{6}$/, msg('pinFormat')),
  z.refine((pin) => !isWeakPin(pin), msg('pinWeak')),
);

export const NewPasswordSchema = z
  .string(msg('required'))
  .check(
    z.minLength(8, msg('passwordRules')),
    z.maxLength(64, msg('passwordRules')),
    z.regex(/[a-z]/, msg('passwordRules')),
    z.regex(/[A-Z]/, msg('passwordRules')),
    z.regex(/\d/, msg('passwordRules')),
    z.regex(/[^A-Za-z0-9]/, msg('passwordRules')),
  );

/** Whole rupiah as a string, at least 1. */
export const AmountInputSchema = z.string(msg('required')).check(z.regex(/^[1-9]\d{0,14}$/, msg('amount')));

/** Minimum top-up Rp10.000 (spec section 9). */
export const TOP_UP_MINIMUM = 10_000;
/** NPWP becomes required above this credit limit (spec section 5). */
export const NPWP_REQUIRED_ABOVE = 50_000_000;
