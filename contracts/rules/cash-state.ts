import type { PersonalCenter } from '../entities/credit';
import { blockClassOfCode, standingHomeState, type StandingState } from '../entities/credit-home';

/**
 * The one Instant Cash rule (spec section 4), for the bank (from its books), the Pay Later home and the
 * cash screen (from personal_center). Section 4's order, first match wins:
 *
 * 1. NEW_CREDIT for a line that never borrowed (ACCT_USE_STATUS W), whatever its cash limit;
 * 2. REPAY_FIRST while anything is overdue;
 * 3. ONLY_PAY when the cash limit is 0, the available limit is not 0 and no Instant Cash was ever taken
 *    (ONCE_LOAN N): a zero cash limit is not "below the minimum" but no cash at all. Section 4 lists it
 *    after "else available", where it could never be reached; read as the one exception to 4;
 * 4. NOT_AVAILABLE when the cash still available is not above the first plan's minimum: section 5 says
 *    an amount must exceed the minimum, so at CASH_OTB equal to it no amount can be taken;
 * 5. ONCE_PER_MONTH when this calendar month's Instant Cash was already paid out (ours, from
 *    CASH_NEXT_DATE: sections 1, 9; without it the bank's refusal says it);
 * 6. AVAILABLE.
 *
 * docs/decisions/0075-instant-cash-rule-in-the-spec-s-order.md (supersedes the order of 0034).
 */
export type CashState =
  'NEW_CREDIT' | 'REPAY_FIRST' | 'ONLY_PAY' | 'NOT_AVAILABLE' | 'ONCE_PER_MONTH' | 'AVAILABLE';

export interface CashFacts {
  overdue: boolean;
  cashLimit: number;
  availableLimit: number;
  cashAvailable: number;
  minimum: number;
  /** ONCE_LOAN: an Instant Cash was ever taken (Pay Later purchases alone make a line H or N, not W). */
  onceLoan: boolean;
  newCredit: boolean;
  /** An Instant Cash was paid out this calendar month. */
  takenThisMonth: boolean;
}

export function cashStateFrom(facts: CashFacts): CashState {
  if (facts.newCredit) return 'NEW_CREDIT';
  if (facts.overdue) return 'REPAY_FIRST';
  if (facts.cashLimit === 0 && facts.availableLimit !== 0 && !facts.onceLoan) return 'ONLY_PAY';
  if (facts.cashAvailable <= facts.minimum) return 'NOT_AVAILABLE';
  if (facts.takenThisMonth) return 'ONCE_PER_MONTH';
  return 'AVAILABLE';
}

const num = (value: string | undefined) => Number(value) || 0;

/** The facts of the rule as personal_center reports them. */
export function cashFactsOfCenter(pc: PersonalCenter): CashFacts {
  return {
    // Overdue now, not ever: OVERDUE_TIMES counts the times ever overdue (issue 38).
    overdue: pc.ACCT_STMT_STATUS === 'O' || pc.CURR_STMT_STATUS === 'O' || num(pc.OVERDUE_DAYS) > 0,
    cashLimit: Math.floor((num(pc.CREDIT_LIMIT) * num(pc.CASH_LIMIT_RATE)) / 100),
    availableLimit: num(pc.AVAILABLE_OTB),
    cashAvailable: num(pc.CASH_OTB),
    minimum: num(pc.LOAN_PLANS[0]?.MIN_LOAN_INIT_PRIN),
    onceLoan: pc.ONCE_LOAN === 'Y',
    newCredit: pc.ACCT_USE_STATUS === 'W',
    takenThisMonth: !!pc.CASH_NEXT_DATE,
  };
}

export function cashStateOfCenter(pc: PersonalCenter): CashState {
  return cashStateFrom(cashFactsOfCenter(pc));
}

/**
 * The standing letter to read: ACCT_STATUS (ours, absent from a bank that answers as the spec does) when it
 * says more than active, else the customer account's mpcStatus (query/status, pre_check, member_info; a gate
 * of section 6) when it is F frozen or L temporarily blocked. Other mpcStatus values are not known to block
 * (the spec gives none): the bank's refusal still says so (decision 0079).
 */
export function standingStatusOf(pc: Pick<PersonalCenter, 'ACCT_STATUS'>, mpcStatus?: string): string {
  const acct = pc.ACCT_STATUS ?? '';
  if (acct !== '' && acct !== 'A') return acct;
  return mpcStatus === 'F' || mpcStatus === 'L' ? mpcStatus : acct;
}

/** What closes Instant Cash before the cash state: the customer's standing, then the block code. */
export type CashBlock = StandingState | 'loss' | 'locked' | 'partially-locked';

/**
 * The whole gate of the cash button and the cash screen: standing (frozen, locked, security risk,
 * deactivated, closed), block code (loss; locked F, n, B; partially locked A, Z), else the cash state.
 */
export function cashGateOfCenter(pc: PersonalCenter, mpcStatus?: string): CashBlock | CashState {
  const standing = standingHomeState(standingStatusOf(pc, mpcStatus), pc.RISK_CODE);
  if (standing) return standing;
  const block = blockClassOfCode(pc.BLOCK_CODE);
  if (block === 'loss' || block === 'locked') return block;
  if (block === 'partial') return 'partially-locked';
  return cashStateOfCenter(pc);
}
