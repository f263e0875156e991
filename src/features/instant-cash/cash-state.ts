import type { PersonalCenter } from '../../../contracts/entities/credit';
import { blockClassOfCode, standingHomeState } from '../../../contracts/entities/credit-home';

/**
 * What the Instant Cash screen may offer, read off the personal centre as spec sections 4 and 6 say: the
 * customer's standing first (frozen, temporarily locked, security risk), then block codes (loss R, S;
 * locked F, n, B; partially locked A, Z refuse Instant Cash), then repay-first while overdue, only-pay
 * (cash limit 0, available limit not 0, no earlier loan), not available when the cash limit cannot exceed
 * the first plan's minimum loan amount, else available (new credit included).
 */
export type CashState =
  | 'account-frozen'
  | 'account-locked'
  | 'security-risk'
  | 'loss'
  | 'locked'
  | 'partially-locked'
  | 'repay-first'
  | 'only-pay'
  | 'not-available'
  | 'available';

const amount = (value: string) => Number(value) || 0;

/** MIN_LOAN_INIT_PRIN of the first plan (the Instant Cash plan). */
export function minimumOf(pc: PersonalCenter): number {
  return amount(pc.LOAN_PLANS[0]?.MIN_LOAN_INIT_PRIN ?? '0');
}

/** The terms (months) the Instant Cash plan offers, in its order. */
export function planTermsOf(pc: PersonalCenter): number[] {
  return (pc.LOAN_PLANS[0]?.TERMS ?? []).map((t) => Number(t.TERM));
}

export function cashStateOf(pc: PersonalCenter): CashState {
  const standing = standingHomeState(pc.ACCT_STATUS, pc.RISK_CODE);
  if (standing) return standing;
  const block = blockClassOfCode(pc.BLOCK_CODE);
  if (block === 'loss' || block === 'locked') return block;
  if (block === 'partial') return 'partially-locked';
  if (pc.ACCT_STMT_STATUS === 'O' || amount(pc.OVERDUE_DAYS) > 0) return 'repay-first';
  if (amount(pc.CASH_LIMIT_RATE) === 0 && amount(pc.AVAILABLE_OTB) !== 0 && pc.ONCE_LOAN === 'N') {
    return 'only-pay';
  }
  // The amount must exceed the minimum (section 5), so a cash limit equal to it leaves nothing to take.
  if (amount(pc.CASH_OTB) <= minimumOf(pc)) return 'not-available';
  return 'available';
}
