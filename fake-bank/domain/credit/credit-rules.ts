import { dueDateOf, lastStmtOnOrBefore, monthOf, roundDiv, shiftStmt } from '../../model/credit-schedule';
import {
  isBilled,
  stmtPenaltyAccrued,
  termBilledAmount,
  termOutstanding,
  outstandingAtEndOf,
  type Book,
  type TermBook,
} from '../../model/credit-statements';
import {
  availableCash,
  availableLimit,
  billedDue,
  cashLimitOf,
  firstCashPlan,
  hasOverdueStatement,
  termsOfStatement,
} from '../../model/credit-ledger';
import type { BlockCode } from '../../model/credit';
import type { BankState } from '../../model/bank-state';
import {
  blockClassOfCode,
  blockHomeState,
  hasBillState,
  standingHomeState,
  type BlockClass,
  type HomeState,
} from '../../../contracts/entities/credit-home';
import { cashStateFrom, type CashState } from '../../../contracts/rules/cash-state';
import { lockEndOf, mpcStatusOf, type StandingFacts } from '../common/customer-standing';
import { dayNumberInMonth } from '../../../contracts/dates';

export type { BlockClass, CashState, HomeState };

/**
 * The rules of spec section 4 for the credit line, as pure functions of the books (loans, statements,
 * repayments replayed up to the session clock). Nothing here is stored: moving the clock moves every
 * answer. Only the block code is stored, because it is the bank's decision.
 */

export type StmtStatus = '' | 'U' | 'N' | 'F' | 'O';

/** Days from `from` to `to` (calendar days). */
export function daysBetween(from: number, to: number): number {
  return to - from;
}

/** Days to due = due date minus business date (negative once overdue). */
export function daysToDue(dueDay: number, today: number): number {
  return daysBetween(today, dueDay);
}

/**
 * Late fee = amount due x ADMIN_FEE_RATE % x days overdue, the days counted from one day after the print
 * date, charged only after the due date; rounded half up. (The books accrue it per instalment with the
 * amount still owed each day, which is this formula while nothing is paid.)
 */
export function lateFee(
  amountDue: number,
  lateFeeRateBp: number,
  stmtDay: number,
  dueDay: number,
  today: number,
) {
  if (today <= dueDay) return 0;
  return roundDiv(amountDue * lateFeeRateBp * daysBetween(stmtDay, today), 10_000);
}

export interface StatementView {
  month: string;
  stmtDate: number;
  dueDate: number;
  startDate: number;
  endDate: number;
  printed: boolean;
  terms: TermBook[];
  /** Billed instalments (after waivers), late fees aside: CUR_STMT_AMT. */
  billed: number;
  /** Still owed on them, late fees aside: CUR_STMT_BAL_AMT. */
  outstanding: number;
  penaltyAccrued: number;
  penaltyPaid: number;
  penaltyBal: number;
  /** STMT_AMT = billed + late fees (after waivers). */
  amount: number;
  /** STMT_PAID_AMT. */
  paid: number;
  /** STMT_BAL_AMT. */
  balance: number;
  status: StmtStatus;
  overdueDays: number;
  /** It was still unpaid when its due date ended (it counts in OVERDUE_TIMES). */
  wasOverdue: boolean;
}

/** The status of one statement (section 4): '' none, U not in due (not printed yet), N in due, F cleaned, O overdue. */
export function statementStatus(
  view: Pick<StatementView, 'printed' | 'terms' | 'balance' | 'dueDate'>,
  today: number,
): StmtStatus {
  if (view.terms.length === 0) return '';
  if (!view.printed) return 'U';
  if (view.balance === 0) return 'F';
  return today <= view.dueDate ? 'N' : 'O';
}

/**
 * Statement views of one set of books (its statements map) and day: the books of a read are shared while
 * the facts stay the same (credit-book-cache), so each statement is worked out once, not on every call.
 */
const views = new WeakMap<Book['statements'], Map<string, StatementView>>();

/**
 * A figure of one set of books on one day (the books are shared while the facts stay the same), worked out
 * once: the home, the bills and the quotes ask the same few totals on every call.
 */
const figures = new WeakMap<Book['statements'], Map<string, unknown>>();
function figureOf<T>(book: Book, name: string, compute: () => T): T {
  let known = figures.get(book.statements);
  if (!known) {
    known = new Map();
    figures.set(book.statements, known);
  }
  const key = `${name}:${book.today}:${book.account.lateFeeRate}`;
  if (known.has(key)) return known.get(key) as T;
  const value = compute();
  known.set(key, value);
  return value;
}

export function statementOf(book: Book, stmtDate: number): StatementView {
  let known = views.get(book.statements);
  if (!known) {
    known = new Map();
    views.set(book.statements, known);
  }
  const key = `${book.today}:${book.account.lateFeeRate}:${stmtDate}`;
  const hit = known.get(key);
  if (hit) return hit;
  const view = computeStatement(book, stmtDate);
  known.set(key, view);
  return view;
}

function computeStatement(book: Book, stmtDate: number): StatementView {
  const { account, today } = book;
  const terms = termsOfStatement(book, stmtDate);
  const sb = book.statements.get(stmtDate);
  const dueDate = dueDateOf(account, stmtDate);
  const printed = stmtDate <= today;
  const billed = terms.reduce((sum, t) => sum + termBilledAmount(t), 0);
  const outstanding = terms.reduce((sum, t) => sum + termOutstanding(t), 0);
  const accrued = sb ? stmtPenaltyAccrued(sb, today, account.lateFeeRate) : 0;
  const penaltyPaid = sb?.penPaid ?? 0;
  const penaltyBal = Math.max(0, accrued - penaltyPaid);
  const amount = billed + Math.max(accrued, penaltyPaid);
  const balance = outstanding + penaltyBal;
  const wasOverdue = printed && dueDate < today && terms.some((t) => outstandingAtEndOf(t, dueDate) > 0);
  const view: StatementView = {
    month: monthOf(stmtDate),
    stmtDate,
    dueDate,
    startDate: shiftStmt(account, stmtDate, -1),
    endDate: stmtDate - 1,
    printed,
    terms,
    billed,
    outstanding,
    penaltyAccrued: accrued,
    penaltyPaid,
    penaltyBal,
    amount,
    paid: amount - balance,
    balance,
    status: '',
    overdueDays: 0,
    wasOverdue,
  };
  view.status = statementStatus(view, today);
  view.overdueDays = view.status === 'O' ? daysBetween(dueDate, today) : 0;
  return view;
}

/** Every statement printed since the account was set up, oldest first. */
export function printedStatements(book: Book): StatementView[] {
  return figureOf(book, 'printed', () => book.printed.map((day) => statementOf(book, day)));
}

/** The current statement: the latest printed one (null before the first print date). */
export function currentStatement(book: Book): StatementView | null {
  const last = book.printed.at(-1);
  return last === undefined ? null : statementOf(book, last);
}

/** The next statement to print. */
export function upcomingStatement(book: Book): StatementView {
  const last = lastStmtOnOrBefore(book.account, book.today);
  return statementOf(book, shiftStmt(book.account, last, 1));
}

export function overdueStatements(book: Book): StatementView[] {
  return figureOf(book, 'overdue', () => printedStatements(book).filter((s) => s.status === 'O'));
}

/**
 * OVERDUE_TIMES: the times the line was ever overdue, a statement still unpaid when its due date ended
 * (section 4's "overdue times"; issue 38). The statements overdue now are OVERDUE_STMT_LIST; how the home
 * reads a line once overdue with nothing overdue now is decision 0076.
 */
export function overdueTimes(book: Book): number {
  return printedStatements(book).filter((s) => s.wasOverdue).length;
}

/** OVERDUE_DAYS: days since the due date of the oldest statement still overdue. */
export function overdueDays(book: Book): number {
  return Math.max(0, ...overdueStatements(book).map((s) => s.overdueDays));
}

export function hasOverdue(book: Book): boolean {
  return figureOf(book, 'hasOverdue', () => hasOverdueStatement(book));
}

/** Everything billed and unpaid (BILL_BAL_AMT), late fees included. */
export function totalBilledDue(book: Book): number {
  return figureOf(book, 'billedDue', () => billedDue(book));
}

export function totalPenaltyBalance(book: Book): number {
  return figureOf(book, 'penaltyBal', () =>
    printedStatements(book).reduce((sum, s) => sum + s.penaltyBal, 0),
  );
}

/** Instalments not billed yet (UN_BILL_AMT). */
export function unbilledAmount(book: Book): number {
  return figureOf(book, 'unbilled', () =>
    book.loans
      .flatMap((lb) => lb.terms)
      .filter((t) => !t.settledEarly && !isBilled(t, book.today))
      .reduce((sum, t) => sum + termOutstanding(t), 0),
  );
}

/** A loan of any kind was ever booked (a line without one is W, new credit). */
export function onceLoan(book: Book): boolean {
  return book.loans.length > 0;
}

/**
 * ONCE_LOAN: an Instant Cash was ever booked. Section 4's only-pay names "no earlier loan" beside new
 * credit (no loan at all), so the loan it means is a withdrawal (decision 0075).
 */
export function onceCashLoan(book: Book): boolean {
  return book.loans.some((lb) => lb.loan.kind === 'CASH');
}

/** Account use status (section 4): W no loan ever, H the current statement bills something or one is overdue, N no bill. */
export function accountUseStatus(book: Book): 'W' | 'H' | 'N' {
  if (!onceLoan(book)) return 'W';
  const current = currentStatement(book);
  if ((current && current.terms.length > 0) || hasOverdue(book)) return 'H';
  return 'N';
}

/** CURR_STMT_STATUS: the current statement's status; U while only unbilled instalments exist. */
export function currentStmtStatus(book: Book): StmtStatus {
  const current = currentStatement(book);
  if (current && current.terms.length > 0) return current.status;
  return unbilledAmount(book) > 0 ? 'U' : '';
}

/** ACCT_STMT_STATUS: O while any statement is overdue, else the current statement's status. */
export function accountStmtStatus(book: Book): StmtStatus {
  return overdueStatements(book).length > 0 ? 'O' : currentStmtStatus(book);
}

/** Block code (section 4): R or S loss; F, n or B locked; A or Z partially locked; else none. */
export function blockClassOf(code: BlockCode | string): BlockClass {
  return blockClassOfCode(code);
}

/** Whether an Instant Cash was paid out in today's calendar month (WIB): one a month (sections 1, 9). */
export function cashTakenThisMonth(book: Book): boolean {
  const month = monthOf(book.today);
  return book.loans.some((lb) => lb.loan.kind === 'CASH' && monthOf(lb.loanDay) === month);
}

/** The first day of the next month: when the next Instant Cash is possible after this month's. */
export function nextCashDay(book: Book): number {
  const month = monthOf(book.today);
  return dayNumberInMonth(Number(month.slice(0, 4)), Number(month.slice(4, 6)) + 1, 1);
}

/** Instant Cash state (section 4): the one rule of contracts/rules/cash-state.ts, from the books. */
export function cashStateOf(book: Book): CashState {
  return cashStateFrom({
    overdue: hasOverdue(book),
    cashLimit: cashLimitOf(book.account),
    availableLimit: availableLimit(book),
    cashAvailable: availableCash(book),
    minimum: firstCashPlan(book.account).minPrincipal,
    onceLoan: onceCashLoan(book),
    newCredit: accountUseStatus(book) === 'W',
    takenThisMonth: cashTakenThisMonth(book),
  });
}

/** The customer's standing as personal_center reports it (ACCT_STATUS, LOCK_END_TIME, RISK_CODE). */
export interface AccountStanding {
  /** A active, F frozen (the wallet's core account), L temporarily locked, D deactivated, C closed. */
  status: 'A' | 'F' | 'L' | 'D' | 'C';
  /** yyyymmddhhmmss (WIB) the temporary lock ends; '' without one in force. */
  lockEnd: string;
  riskCode: string;
}

export const ACTIVE_STANDING: AccountStanding = { status: 'A', lockEnd: '', riskCode: '0' };

/**
 * The standing from stored facts (sections 4 and 6): the line's lifecycle ended (deactivated D, closed C),
 * else the customer account's mpcStatus (set by the bank, or the wallet's core account frozen, or a temporary
 * lock still in force at `nowTs`: paylater.lockedUntil, the clock lifts it), and the risk code.
 */
export function accountStandingOf(
  state: StandingFacts & { credit?: Pick<BankState['credit'], 'account'> },
  nowTs: string,
): AccountStanding {
  const lifecycle = state.credit?.account?.lifecycle;
  const status = lifecycle === 'deactivated' ? 'D' : lifecycle === 'closed' ? 'C' : mpcStatusOf(state, nowTs);
  return { status, lockEnd: lockEndOf(state, nowTs), riskCode: state.paylater.riskCode };
}

/**
 * The Pay Later home state (section 4, and the one banner the home shows): the account standing and the
 * block code first; then W new credit, N no bill; H with no overdue statement maps the current statement
 * N to in due (due today, due in N days, bill ready), F to repaid, O to overdue; H with overdue statements
 * is overdue while anything billed is unpaid, else not in due. The client reads the same off
 * personal_center (contracts/entities/credit-home.ts homeStateOfCenter).
 */
export function homeStateOf(book: Book, standing: AccountStanding = ACTIVE_STANDING): HomeState {
  const blocked =
    standingHomeState(standing.status, standing.riskCode) ?? blockHomeState(book.account.blockCode);
  if (blocked) return blocked;
  const use = accountUseStatus(book);
  if (use === 'W') return 'new-credit';
  if (use === 'N') return 'no-bill';
  const status = currentStmtStatus(book);
  const current = currentStatement(book);
  return hasBillState({
    neverOverdue: overdueTimes(book) === 0,
    status,
    overdueNow: totalBilledDue(book) > 0 && hasOverdue(book),
    daysToDue: current ? daysToDue(current.dueDate, book.today) : 0,
  });
}
