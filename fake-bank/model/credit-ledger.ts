import type { Allocation, CreditAccount, CreditState, Loan, LoanEquity, LoanPlan, Repayment } from './credit';
import {
  pctOf,
  dayOfTs,
  firstStmtAfter,
  shiftStmt,
  TermPlanView,
  scheduleOf,
  loanTermsOf,
  planOf,
  planTermOf,
} from './credit-schedule';
import {
  TermBook,
  StmtBook,
  LoanBook,
  Book,
  zeroParts,
  partBalance,
  termOutstanding,
  stmtPenaltyBalance,
  termBalance,
  isBilled,
} from './credit-statements';
import { byDueOrder, payTerms } from './credit-allocation';
import { payoffQuote, payOff, refund } from './credit-payoff';
import { dateOfDayNumber, dayNumberOf } from '../../contracts/dates';

export * from './credit-schedule';
export * from './credit-statements';
export * from './credit-allocation';
export * from './credit-payoff';

/**
 * The credit line's books, derived from the slice's facts and a moment of the session clock: schedules,
 * statements, allocations of repayments and refunds, late fees, deposits. Pure functions; the fake bank's
 * rules (fake-bank/domain/credit/credit-rules.ts) and the scenario generator both read the same books.
 *
 * Arithmetic: whole rupiah as safe integers; products are computed exactly (BigInt) and rounded once,
 * half up (`mulDivRound`, `pctOf`). A principal is split into equal whole-rupiah instalments with the
 * remainder on the last term. A late fee belongs to a statement: the exact sum of (amount owed at each
 * day's start x rate) rounded once; per-loan shares of it are split by cumulative rounding, so they add
 * up to the statement's figure to the rupiah.
 */

/**
 * Each loan's schedule, by the loan record: books are rebuilt at every moment an auto-debit catches up,
 * so one schedule serves them all. Loan records are replaced, never edited in place; the account's
 * calendar can change, so it is part of the key.
 */
const schedules = new WeakMap<Loan, { calendar: string; plans: readonly TermPlanView[] }>();

function cachedScheduleOf(loan: Loan, account: CreditAccount): readonly TermPlanView[] {
  const calendar = `${account.stmtDay}/${account.dueDay}`;
  const hit = schedules.get(loan);
  if (hit?.calendar === calendar) return hit.plans;
  const plans = scheduleOf(loanTermsOf(loan), account);
  schedules.set(loan, { calendar, plans });
  return plans;
}

export function makeLoanBook(loan: Loan, account: CreditAccount): LoanBook {
  const plans = cachedScheduleOf(loan, account);
  return {
    loan,
    loanDay: dayOfTs(loan.loanTime),
    closedDay: null,
    refunded: false,
    violationPaid: 0,
    terms: plans.map((plan) => ({
      loan,
      plan,
      term: plan.term,
      billDay: plan.billDay,
      dueDay: plan.dueDay,
      due: { fee: plan.fee, mfee: plan.mfee, int: plan.int, prin: plan.prin },
      paid: zeroParts(),
      waived: zeroParts(),
      settledEarly: false,
      log: [],
    })),
  };
}

/**
 * Replays the slice's booked facts up to `nowTs` (yyyymmddhhmmss, WIB) and returns the books. Facts dated
 * after it (the clock was set back) are left out. Statements print at 00:00 of their print date, and a
 * deposit pays what they bill at once (auto-payment).
 */
export function buildBook(state: CreditState, nowTs: string): Book {
  const account = state.account;
  if (!account) throw new Error('buildBook needs a credit account');
  const today = dayOfTs(nowTs);
  const loans = state.loans
    .filter((loan) => loan.status === 'S' && loan.loanTime <= nowTs)
    .map((loan) => makeLoanBook(loan, account));
  const byRef = new Map(loans.map((lb) => [lb.loan.refNbr, lb]));
  const allTerms = loans.flatMap((lb) => lb.terms);
  const statements = new Map<number, StmtBook>();
  for (const t of [...allTerms].sort(byDueOrder)) {
    let sb = statements.get(t.billDay);
    if (!sb) {
      sb = { stmtDate: t.billDay, dueDate: t.dueDay, terms: [], penPaid: 0 };
      statements.set(t.billDay, sb);
    }
    sb.terms.push(t);
  }
  const book: Book = {
    account,
    nowTs,
    today,
    loans,
    statements,
    repaid: new Map(),
    deposit: 0,
    everDeposit: false,
    printed: [],
  };

  type Event =
    | { time: string; id: string; kind: 'repay'; repayment: CreditState['repayments'][number] }
    | { time: string; id: string; kind: 'refund'; refund: CreditState['refunds'][number] };
  const events: Event[] = [
    ...state.repayments
      .filter((r) => r.status === 'S' && r.time <= nowTs)
      .map((repayment) => ({
        time: repayment.time,
        id: repayment.refNbr,
        kind: 'repay' as const,
        repayment,
      })),
    ...state.refunds
      .filter((r) => r.time <= nowTs)
      .map((refund) => ({ time: refund.time, id: refund.refNbr, kind: 'refund' as const, refund })),
  ].sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));

  const billedAt = (day: number) => allTerms.filter((t) => isBilled(t, day));

  let nextPrint = firstStmtAfter(account, dayNumberOf(account.setupDate));
  // Statements a deposit paid in full and had money left: nothing billed on them is owed again (late
  // fees accrue only on what is owed), so later prints skip them. Decades of prints stay linear.
  const cleared = new Set<number>();
  const printUpTo = (day: number) => {
    while (nextPrint <= day) {
      book.printed.push(nextPrint);
      if (book.deposit > 0) {
        const open = billedAt(nextPrint).filter((t) => !cleared.has(t.billDay));
        book.deposit = payTerms(book, open, book.deposit, nextPrint, null);
        if (book.deposit > 0) for (const t of open) cleared.add(t.billDay);
      }
      nextPrint = shiftStmt(account, nextPrint, 1);
    }
  };

  for (const event of events) {
    const day = dayOfTs(event.time);
    printUpTo(day);
    if (event.kind === 'refund') {
      const lb = byRef.get(event.refund.loanRef);
      const left = lb && lb.loanDay <= day ? refund(lb, event.refund.amount, day) : event.refund.amount;
      addDeposit(book, left);
      continue;
    }
    bookRepayment(book, byRef, allTerms, event.repayment, day);
  }
  printUpTo(today);
  return book;
}

/**
 * Books one repayment on `day`: a payoff, shares named per loan, or the chosen loans' (else all) bills
 * oldest due first; what is left goes to the deposit. The replay's step, and the preview's on a copy.
 */
function bookRepayment(
  book: Book,
  byRef: Map<string, LoanBook>,
  allTerms: TermBook[],
  repayment: Repayment,
  day: number,
): void {
  const billedAt = (refs?: Set<string>) =>
    allTerms.filter((t) => isBilled(t, day) && (!refs || refs.has(t.loan.refNbr)));
  const allocations: Allocation[] = [];
  let left = repayment.amount;
  if (repayment.txnCode === 'IOURepay') {
    for (const choice of repayment.loans) {
      const lb = byRef.get(choice.refNbr);
      if (!lb || lb.closedDay !== null || lb.loanDay > day) continue;
      const quote = payoffQuote(book, lb, day);
      if (left >= quote.total) {
        payOff(book, lb, day, allocations);
        left -= quote.total;
      } else {
        left = payTerms(book, billedAt(new Set([lb.loan.refNbr])), left, day, allocations);
      }
    }
  } else if (repayment.loans.some((choice) => choice.amount !== null)) {
    for (const choice of repayment.loans) {
      const share = Math.min(left, choice.amount ?? 0);
      const rest = payTerms(book, billedAt(new Set([choice.refNbr])), share, day, allocations);
      left -= share - rest;
    }
  } else {
    const refs = repayment.loans.length ? new Set(repayment.loans.map((c) => c.refNbr)) : undefined;
    left = payTerms(book, billedAt(refs), left, day, allocations);
  }
  addDeposit(book, left);
  book.repaid.set(repayment.refNbr, { allocations, toDeposit: left });
}

/**
 * A copy of the books that booking on leaves the original as it was: loans, instalments and statements
 * (which share the instalments) are copied, the facts and schedules they point at are shared.
 */
function copyBook(book: Book): Book {
  const copies = new Map<TermBook, TermBook>();
  const loans = book.loans.map((lb) => ({
    ...lb,
    terms: lb.terms.map((t) => {
      const copy = { ...t, paid: { ...t.paid }, waived: { ...t.waived }, log: [...t.log] };
      copies.set(t, copy);
      return copy;
    }),
  }));
  const statements = new Map<number, StmtBook>();
  for (const [day, sb] of book.statements) {
    statements.set(day, { ...sb, terms: sb.terms.map((t) => copies.get(t)!) });
  }
  return { ...book, loans, statements, repaid: new Map(book.repaid), printed: [...book.printed] };
}

/**
 * The books with one more repayment booked at their own moment, the latest fact: what buildBook gives with
 * it added, without a replay of the whole ledger (a preview answers its allocation). `book` stays as it is.
 */
export function bookedWith(book: Book, repayment: Repayment): Book {
  const copy = copyBook(book);
  const byRef = new Map(copy.loans.map((lb) => [lb.loan.refNbr, lb]));
  const allTerms = copy.loans.flatMap((lb) => lb.terms);
  bookRepayment(copy, byRef, allTerms, repayment, copy.today);
  return copy;
}

function addDeposit(book: Book, amount: number) {
  if (amount > 0) {
    book.deposit += amount;
    book.everDeposit = true;
  }
}

// ---------------------------------------------------------------- reading the books

export function loanBookOf(book: Book, refNbr: string): LoanBook | undefined {
  return book.loans.find((lb) => lb.loan.refNbr === refNbr);
}

/** Instalments billed by the statement printed on `stmtDate`. */
export function termsOfStatement(book: Book, stmtDate: number): TermBook[] {
  return (book.statements.get(stmtDate)?.terms ?? []).filter((t) => !t.settledEarly);
}

/** Everything billed and still owed, late fees included, as of the book's day (optionally of some loans). */
export function billedDue(book: Book, refs?: Set<string>): number {
  if (refs) {
    return book.loans
      .filter((lb) => refs.has(lb.loan.refNbr))
      .flatMap((lb) => lb.terms)
      .filter((t) => isBilled(t, book.today))
      .reduce((sum, t) => sum + termBalance(book, t), 0);
  }
  let due = 0;
  for (const sb of book.statements.values()) {
    if (sb.stmtDate > book.today) continue;
    due += sb.terms.reduce((sum, t) => sum + (t.settledEarly ? 0 : termOutstanding(t)), 0);
    due += stmtPenaltyBalance(sb, book.today, book.account.lateFeeRate);
  }
  return due;
}

/** Principal not yet repaid (billed or not), which is what holds the credit limit. */
/** Principal outstanding per set of books (the loans array, shared by the copies of a cached book). */
const principalOf = new WeakMap<LoanBook[], Map<string, number>>();

export function outstandingPrincipal(book: Book, kind?: Loan['kind']): number {
  let known = principalOf.get(book.loans);
  if (!known) {
    known = new Map();
    principalOf.set(book.loans, known);
  }
  const key = kind ?? 'ALL';
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const sum = book.loans
    .filter((lb) => !kind || lb.loan.kind === kind)
    .flatMap((lb) => lb.terms)
    .filter((t) => !t.settledEarly)
    .reduce((total, t) => total + partBalance(t, 'prin'), 0);
  known.set(key, sum);
  return sum;
}

export function cashLimitOf(account: CreditAccount): number {
  return Math.floor((account.creditLimit * account.cashLimitRate) / 10_000);
}

/** AVAILABLE_OTB: the credit limit less unpaid principal. */
export function availableLimit(book: Book): number {
  return Math.max(0, book.account.creditLimit - outstandingPrincipal(book));
}

/** CASH_OTB: what Instant Cash may still use: the cash limit less unpaid cash principal, within AVAILABLE_OTB. */
export function availableCash(book: Book): number {
  const cash = cashLimitOf(book.account) - outstandingPrincipal(book, 'CASH');
  return Math.max(0, Math.min(availableLimit(book), cash));
}

/** A loan is cleared when no instalment (billed or not) and no late fee share is owed. */
export function isLoanCleared(book: Book, lb: LoanBook): boolean {
  return lb.terms.every((t) => t.settledEarly || termBalance(book, t) === 0);
}

/** Some printed statement is past its due date and still owes something. */
export function hasOverdueStatement(book: Book, day: number = book.today): boolean {
  for (const sb of book.statements.values()) {
    if (sb.stmtDate > day || sb.dueDate >= day) continue;
    const owed = sb.terms.reduce((s, t) => s + (t.settledEarly ? 0 : termOutstanding(t)), 0);
    if (owed + stmtPenaltyBalance(sb, day, book.account.lateFeeRate) > 0) return true;
  }
  return false;
}

export function firstCashPlan(account: CreditAccount): LoanPlan {
  return account.plans[0]!;
}

// ---------------------------------------------------------------- new records

/** The next id the bank hands out: prefix + YYYYMMDD + a 6-digit sequence of the slice (deterministic). */
export function nextCreditId(state: CreditState, prefix: string, day: number): string {
  const id = `${prefix}${dateOfDayNumber(day)}${String(state.seq).padStart(6, '0')}`;
  state.seq += 1;
  return id;
}

export interface NewLoanInput {
  kind: Loan['kind'];
  principal: number;
  terms: number;
  /** yyyymmddhhmmss */
  time: string;
  merchantName: string;
  status?: Loan['status'];
  failCode?: string;
  equity?: LoanEquity | null;
  merBizNo?: string;
  reported?: boolean;
}

/** A loan record on the plan's rates for its term (the caller has checked the term exists). */
export function newLoanRecord(state: CreditState, account: CreditAccount, input: NewLoanInput): Loan {
  const day = dayOfTs(input.time);
  const plan = planOf(account, input.kind)!;
  const rates = planTermOf(plan, input.terms) ?? plan.terms[0]!;
  return {
    refNbr: nextCreditId(state, 'LR', day),
    txnId: nextCreditId(state, 'TX', day),
    appNo: nextCreditId(state, 'AP', day),
    bizSeqNo: nextCreditId(state, 'BS', day),
    merBizNo: input.merBizNo ?? nextCreditId(state, 'MB', day),
    kind: input.kind,
    txnType: input.kind === 'CASH' ? 'C' : rates.term === 1 ? 'DS' : 'PS',
    loanCode: plan.loanCode,
    principal: input.principal,
    terms: rates.term,
    intRate: rates.intRate,
    monthFeeRate: rates.monthFeeRate,
    upfrontFeeRate: rates.upfrontFeeRate,
    penaltyRate: rates.penaltyRate,
    upfrontFee: pctOf(input.principal, rates.upfrontFeeRate),
    feeBilled: input.kind === 'PAYLATER',
    loanTime: input.time,
    merchantName: input.merchantName,
    status: input.status ?? 'S',
    failCode: input.failCode ?? '',
    reported: input.reported ?? true,
    equity: input.equity ?? null,
  };
}
