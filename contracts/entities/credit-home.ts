import { daysBetween } from '../dates';
import type { PersonalCenter } from './credit';

/**
 * Spec section 4 read off the personal-centre answer: what the Pay Later home shows and what the get-cash
 * action may do. The client derives its screen from these; the bank derives the same from its books
 * (fake-bank/domain/credit/credit-rules.ts), and a bank test holds the two together for every preset.
 */

/** The one status the home shows, most important first (docs/decisions/0008-home-and-account-states.md). */
export type HomeState =
  | 'account-deactivated'
  | 'account-closed'
  | 'account-frozen'
  | 'account-locked'
  | 'security-risk'
  | 'loss'
  | 'frozen'
  | 'locked'
  | 'partially-locked'
  | 'overdue'
  | 'due-today'
  | 'due-in-days'
  | 'bill-ready'
  | 'repaid'
  | 'new-credit'
  | 'no-bill'
  | 'not-in-due';

/** The states of the customer's standing (not of the credit line). */
export type StandingState = Extract<
  HomeState,
  'account-deactivated' | 'account-closed' | 'account-frozen' | 'account-locked' | 'security-risk'
>;

export type BlockClass = 'none' | 'loss' | 'locked' | 'partial';

/** A bill in due this many days ahead or fewer reads "due in N days" (amber); further ahead "bill ready". */
export const DUE_SOON_DAYS = 7;

/** Block code (section 4): R or S loss; F, n or B locked; A or Z partially locked; else none. */
export function blockClassOfCode(code: string): BlockClass {
  if (code === 'R' || code === 'S') return 'loss';
  if (code === 'F' || code === 'n' || code === 'B') return 'locked';
  if (code === 'A' || code === 'Z') return 'partial';
  return 'none';
}

/** The home state of a block code: F reads as frozen, n and B as locked (both of the locked class). */
export function blockHomeState(code: string): HomeState | null {
  switch (blockClassOfCode(code)) {
    case 'loss':
      return 'loss';
    case 'locked':
      return code === 'F' ? 'frozen' : 'locked';
    case 'partial':
      return 'partially-locked';
    case 'none':
      return null;
  }
}

/**
 * The account standing that blocks Pay Later and Instant Cash before anything else (sections 4 and 6): the
 * account lifecycle's end (D permanently deactivated, C closed) first, then frozen, locked, security risk.
 */
export function standingHomeState(acctStatus: string, riskCode: string): StandingState | null {
  // ACCT_STATUS is ours: a bank without it tells frozen and locked by the block code (F; n, B) alone.
  if (acctStatus === 'D') return 'account-deactivated';
  if (acctStatus === 'C') return 'account-closed';
  if (acctStatus === 'F') return 'account-frozen';
  if (acctStatus === 'L') return 'account-locked';
  if (riskCode !== '' && riskCode !== '0') return 'security-risk';
  return null;
}

/** An in-due bill: due today, due soon (1 to DUE_SOON_DAYS days) or just ready. */
export function inDueState(daysToDue: number): HomeState {
  if (daysToDue <= 0) return 'due-today';
  return daysToDue <= DUE_SOON_DAYS ? 'due-in-days' : 'bill-ready';
}

/** Days to due = due date minus business date (negative once past); null without a statement. */
export function daysToDueOf(pc: Pick<PersonalCenter, 'PMT_DUE_DATE' | 'BUSINESS_DATE'>): number | null {
  if (!pc.PMT_DUE_DATE) return null;
  return daysBetween(pc.BUSINESS_DATE, pc.PMT_DUE_DATE);
}

/**
 * Section 4's H branch once the statement status is known. With overdue times 0 (never overdue) the
 * current statement maps N to in due, F to repaid, O to overdue; otherwise (once overdue, or a statement
 * status '' or U) the line is overdue while anything overdue is unpaid now, and else not in due, except that
 * a current statement in due or cleaned still reads so: "total unpaid" is read as the overdue total, and a
 * customer who once paid late is not told "nothing to pay" over a bill in due (decision 0076).
 */
export function hasBillState(facts: {
  /** OVERDUE_TIMES is 0 (kept for the record: the mapping is the same once nothing is overdue now). */
  neverOverdue: boolean;
  status: string;
  overdueNow: boolean;
  daysToDue: number;
}): HomeState {
  if (facts.status === 'O' || facts.overdueNow) return 'overdue';
  if (facts.status === 'N') return inDueState(facts.daysToDue);
  if (facts.status === 'F') return 'repaid';
  // Never overdue and no statement status ('' or U) is not one of section 4's three: its "otherwise".
  return 'not-in-due';
}

/**
 * Section 4 on the wire: the standing and block code first; then W new credit, N no bill; H as
 * hasBillState says. OVERDUE_TIMES counts the statements ever overdue; overdue now is OVERDUE_DAYS above 0
 * or an overdue account statement.
 */
export function homeStateOfCenter(pc: PersonalCenter): HomeState {
  const blocked = standingHomeState(pc.ACCT_STATUS ?? '', pc.RISK_CODE) ?? blockHomeState(pc.BLOCK_CODE);
  if (blocked) return blocked;
  if (pc.ACCT_USE_STATUS === 'W') return 'new-credit';
  if (pc.ACCT_USE_STATUS === 'N') return 'no-bill';
  return hasBillState({
    neverOverdue: pc.OVERDUE_TIMES === '0',
    status: pc.CURR_STMT_STATUS,
    overdueNow: Number(pc.BILL_BAL_AMT) > 0 && (Number(pc.OVERDUE_DAYS) > 0 || pc.ACCT_STMT_STATUS === 'O'),
    daysToDue: daysToDueOf(pc) ?? 0,
  });
}
