import { z } from 'zod/mini';

/**
 * Who may apply for Pay Later (spec section 1 FAQ): a registered user, an Indonesian citizen, aged 21 to
 * 55. Derived from the customer's facts, never stored: the apply screen shows the reason and the bank
 * refuses apply/credit for the same reason.
 */
export const PAYLATER_MIN_AGE = 21;
export const PAYLATER_MAX_AGE = 55;

/** Citizenship as the e-KTP states it: WNI Indonesian, WNA foreign. */
export const CitizenshipSchema = z.enum(['WNI', 'WNA']);
export type Citizenship = z.infer<typeof CitizenshipSchema>;

/** Why someone is not eligible, in the order they are checked. */
export const IneligibleReasonSchema = z.enum(['REGISTRATION', 'CITIZENSHIP', 'AGE']);
export type IneligibleReason = z.infer<typeof IneligibleReasonSchema>;

export interface EligibilityFacts {
  registered: boolean;
  /** YYYY-MM-DD; empty when not known yet. */
  dateOfBirth: string;
  /** Undefined when the bank does not say (its member info need not): the bank decides at apply/credit. */
  citizenship?: Citizenship;
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const age = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5, 10) < dateOfBirth.slice(5, 10) ? age - 1 : age;
}

/** The first reason the person may not apply on `day` (YYYY-MM-DD, WIB), or null when eligible. */
export function ineligibleReason(facts: EligibilityFacts, day: string): IneligibleReason | null {
  if (!facts.registered) return 'REGISTRATION';
  if (facts.citizenship !== undefined && facts.citizenship !== 'WNI') return 'CITIZENSHIP';
  if (/^\d{4}-\d{2}-\d{2}/.test(facts.dateOfBirth)) {
    const age = ageOn(facts.dateOfBirth, day);
    if (age < PAYLATER_MIN_AGE || age > PAYLATER_MAX_AGE) return 'AGE';
  }
  return null;
}
