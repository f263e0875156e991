import type { PersonalCenter } from '../../../contracts/entities/credit';
import { cashGateOfCenter } from '../../../contracts/rules/cash-state';
import type { CashBlock } from '../../../contracts/rules/cash-state';

/**
 * What the Instant Cash screen may offer: the one rule of contracts/rules/cash-state.ts (the customer's
 * standing, then block codes, then the section 4 cash state, as the Pay Later home reads it), in the
 * screen's own words. A new line may withdraw: new credit opens the screen like available.
 */
export type CashState =
  CashBlock | 'repay-first' | 'only-pay' | 'not-available' | 'once-per-month' | 'available';

const SCREEN_STATE = {
  REPAY_FIRST: 'repay-first',
  ONLY_PAY: 'only-pay',
  NOT_AVAILABLE: 'not-available',
  ONCE_PER_MONTH: 'once-per-month',
  NEW_CREDIT: 'available',
  AVAILABLE: 'available',
} as const;

const amount = (value: string) => Number(value) || 0;

/** MIN_LOAN_INIT_PRIN of the first plan (the Instant Cash plan). */
export function minimumOf(pc: PersonalCenter): number {
  return amount(pc.LOAN_PLANS[0]?.MIN_LOAN_INIT_PRIN ?? '0');
}

/** The terms (months) the Instant Cash plan offers, in its order. */
export function planTermsOf(pc: PersonalCenter): number[] {
  return (pc.LOAN_PLANS[0]?.TERMS ?? []).map((t) => Number(t.TERM));
}

/** `mpcStatus`: the customer account's status (query/status), which closes Instant Cash when F or L. */
export function cashStateOf(pc: PersonalCenter, mpcStatus?: string): CashState {
  const gate = cashGateOfCenter(pc, mpcStatus);
  return gate in SCREEN_STATE ? SCREEN_STATE[gate as keyof typeof SCREEN_STATE] : (gate as CashBlock);
}
