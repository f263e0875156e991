import type { PersonalCenter } from '../../../contracts/entities/credit';
import { daysToDueOf, homeStateOfCenter, type HomeState } from '../../../contracts/entities/credit-home';
import { cashStateOfCenter, standingStatusOf, type CashState } from '../../../contracts/rules/cash-state';
import { PAYMENT_TONE } from '../../shared/ui/payment-status';
import type { StatusTone } from '../../shared/ui/status-tag';

/** Status colour of a banner (UX.md: overdue red, due soon amber, paid green, processing blue, blocked grey). */
export type Tone = 'overdue' | 'due-soon' | 'paid' | 'info' | 'blocked' | 'brand';

export const TONE_OF: Record<HomeState, Tone> = {
  'account-deactivated': 'blocked',
  'account-closed': 'blocked',
  'account-frozen': 'blocked',
  'account-locked': 'blocked',
  'security-risk': 'blocked',
  loss: 'blocked',
  frozen: 'blocked',
  locked: 'blocked',
  'partially-locked': 'blocked',
  overdue: 'overdue',
  'due-today': 'due-soon',
  'due-in-days': 'due-soon',
  'bill-ready': 'info',
  repaid: 'paid',
  'new-credit': 'brand',
  'no-bill': 'paid',
  'not-in-due': 'paid',
};

/** A status tag's colour as the banner's (processing blue is the banner's info). */
const bannerToneOf = (tone: StatusTone): Tone => (tone === 'processing' ? 'info' : tone);

/** Why get cash is closed: a state that blocks the account or the line, or the cash state. */
export type CashReason =
  | Extract<
      HomeState,
      | 'account-deactivated'
      | 'account-closed'
      | 'account-frozen'
      | 'account-locked'
      | 'security-risk'
      | 'loss'
      | 'frozen'
      | 'locked'
      | 'partially-locked'
    >
  | 'repay-first'
  | 'below-minimum'
  | 'only-pay'
  | 'once-per-month';

const BLOCKING = new Set<HomeState>([
  'account-deactivated',
  'account-closed',
  'account-frozen',
  'account-locked',
  'security-risk',
  'loss',
  'frozen',
  'locked',
  'partially-locked',
]);

function cashReasonOf(state: HomeState, cash: CashState): CashReason | null {
  if (BLOCKING.has(state)) return state as CashReason;
  if (cash === 'REPAY_FIRST') return 'repay-first';
  if (cash === 'NOT_AVAILABLE') return 'below-minimum';
  if (cash === 'ONLY_PAY') return 'only-pay';
  if (cash === 'ONCE_PER_MONTH') return 'once-per-month';
  return null;
}

export interface HomeView {
  state: HomeState;
  cash: CashState;
  tone: Tone;
  available: number;
  limit: number;
  used: number;
  /** Share of the limit used, 0 to 1. */
  usedShare: number;
  /** Everything billed and unpaid, late fees included (BILL_BAL_AMT). */
  billDue: number;
  /**
   * A bill in due with a part of it paid (decision 0084's partly paid, as the bill says it): what was paid
   * of the current statement (BILL_AMT less what is left), else 0.
   */
  billPaid: number;
  lateFee: number;
  unbilled: number;
  cashAvailable: number;
  minWithdrawal: number;
  /** Once this month's Instant Cash is taken: the first day (YYYYMMDD) of the next; else ''. */
  cashNextDate: string;
  overdueDays: number;
  /** OVERDUE_TIMES: the times the line was ever overdue (section 4), not the bills overdue now. */
  overdueTimes: number;
  /**
   * More than one statement is overdue now: the oldest overdue due date (OVERDUE_DAYS back) is before this
   * statement's, or this one is not the overdue one (personal_center does not count them).
   */
  overdueMany: boolean;
  daysToDue: number | null;
  dueDate: string;
  stmtMonth: string;
  lockEnd: string;
  /** Pay the bill: open while anything is owed (the bank takes repayments until the line's lifecycle ends). */
  canPay: boolean;
  cashReason: CashReason | null;
  /** The bank's automatic debit on the current statement's due date: '' not run, S debited, F balance short. */
  autoDebit: { status: '' | 'S' | 'F'; time: string; amount: number };
}

/** A bill in due (not overdue): nothing older is unpaid, so BILL_BAL_AMT is what is left of this one. */
const IN_DUE = new Set<HomeState>(['due-today', 'due-in-days', 'bill-ready']);

function billPaidOf(state: HomeState, pc: PersonalCenter): number {
  const left = Number(pc.BILL_BAL_AMT);
  const paid = Number(pc.BILL_AMT) - left;
  return IN_DUE.has(state) && left > 0 && paid > 0 ? paid : 0;
}

/** The line's lifecycle ended (section 4): no repayment, no borrowing in the app. */
export const LIFECYCLE_ENDED = new Set<HomeState>(['account-deactivated', 'account-closed']);

function overdueManyOf(pc: PersonalCenter): boolean {
  const days = Number(pc.OVERDUE_DAYS);
  if (days <= 0) return false;
  if (pc.CURR_STMT_STATUS !== 'O') return true;
  const pastDue = -(daysToDueOf(pc) ?? 0);
  return days > pastDue;
}

/**
 * What the home shows, read off personal_center with the section 4 rules of the contracts. The standing is
 * read as the cash screen reads it (decision 0079): ACCT_STATUS (ours) when it says more than active, else the
 * customer account's mpcStatus (query/status) F frozen or L temporarily blocked, so a bank that answers only
 * what the spec names still shows a frozen or blocked account.
 */
export function homeViewOf(pc: PersonalCenter, mpcStatus?: string): HomeView {
  // The letter is ACCT_STATUS's own or mpcStatus's F or L: both are standing letters.
  const standing = standingStatusOf(pc, mpcStatus) as PersonalCenter['ACCT_STATUS'];
  const state = homeStateOfCenter({ ...pc, ACCT_STATUS: standing });
  const cash = cashStateOfCenter(pc);
  const limit = Number(pc.CREDIT_LIMIT);
  const available = Number(pc.AVAILABLE_OTB);
  const used = Math.max(0, limit - available);
  const billDue = Number(pc.BILL_BAL_AMT);
  const unbilled = Number(pc.UN_BILL_AMT);
  const billPaid = billPaidOf(state, pc);
  return {
    state,
    cash,
    // Partly paid reads in the bill's colour (shared/ui/payment-status), not the ready bill's blue.
    tone: billPaid > 0 ? bannerToneOf(PAYMENT_TONE.partial) : TONE_OF[state],
    available,
    limit,
    used,
    usedShare: limit > 0 ? Math.min(1, used / limit) : 0,
    billDue,
    billPaid,
    lateFee: Number(pc.PENALTY_BAL),
    unbilled,
    cashAvailable: Number(pc.CASH_OTB),
    minWithdrawal: Number(pc.LOAN_PLANS[0]?.MIN_LOAN_INIT_PRIN ?? 0),
    cashNextDate: pc.CASH_NEXT_DATE ?? '',
    overdueDays: Number(pc.OVERDUE_DAYS),
    overdueTimes: Number(pc.OVERDUE_TIMES),
    overdueMany: state === 'overdue' && overdueManyOf(pc),
    daysToDue: daysToDueOf(pc),
    dueDate: pc.PMT_DUE_DATE,
    stmtMonth: pc.STMT_MONTH,
    lockEnd: pc.LOCK_END_TIME ?? '',
    canPay: billDue + unbilled > 0 && !LIFECYCLE_ENDED.has(state),
    cashReason: cashReasonOf(state, cash),
    autoDebit: {
      status: pc.AUTO_DEBIT_STATUS ?? '',
      time: pc.AUTO_DEBIT_TIME ?? '',
      amount: Number(pc.AUTO_DEBIT_AMT ?? 0),
    },
  };
}
