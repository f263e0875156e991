import {
  dateOfDayNumber,
  dayNumberInMonth,
  dayNumberOf,
  dayOfMonthOfDayNumber,
  timestampOfDayNumber,
  toTimestamp,
  yearMonthOfDayNumber,
} from '../../contracts/dates';
import type {
  Allocation,
  CreditAccount,
  CreditState,
  Loan,
  LoanEquity,
  LoanPlan,
  PlanTerm,
  Repayment,
} from './credit';

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

// ---------------------------------------------------------------- money

/** n / d rounded half up, for n >= 0 and d > 0 (safe integers). */
export function roundDiv(n: number, d: number): number {
  return mulDivRound(n, 1, d);
}

/** a x b / d rounded half up, exact for any safe integers a, b >= 0 and d > 0 (computed in BigInt). */
export function mulDivRound(a: number, b: number, d: number): number {
  const den = 2n * BigInt(d);
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(d)) / den);
}

/** `bp` basis points of a percent (195 = 1.95 %) of an amount, rounded half up. */
export function pctOf(amount: number, bp: number): number {
  return mulDivRound(amount, bp, 10_000);
}

/** Basis points of a percent to the wire's two-decimal rate ('1.95'). */
export function rateText(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** The wire's rate ('1.95', '2', '0.5') to basis points of a percent; NaN when it is not a rate. */
export function rateBp(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// ---------------------------------------------------------------- dates (calendar days, WIB)

/** Days since 1970-01-01 of a YYYYMMDD date. */
export const ymdToDay = dayNumberOf;

export const dayToYmd = dateOfDayNumber;

/** The day of a yyyymmddhhmmss timestamp. */
export function dayOfTs(ts: string): number {
  return ymdToDay(ts.slice(0, 8));
}

/** yyyymmddhhmmss in WIB of an epoch time. */
export const tsOfEpoch = toTimestamp;

/** A timestamp at `secondsOfDay` on a day. */
export const tsAt = timestampOfDayNumber;

const yearMonthOf = yearMonthOfDayNumber;

/** The day `dayOfMonth` of a month, clamped to the month's last day. Months roll over the year. */
export const dateInMonth = dayNumberInMonth;

/** The same day of the month `months` later (clamped), e.g. the start of a 12-month window. */
export function addMonths(day: number, months: number): number {
  const [y, m] = yearMonthOf(day);
  return dateInMonth(y, m + months, dayOfMonthOfDayNumber(day));
}

export function monthOf(day: number): string {
  return dayToYmd(day).slice(0, 6);
}

// ---------------------------------------------------------------- statement calendar

type Calendar = Pick<CreditAccount, 'stmtDay' | 'dueDay'>;

/** The print date of the statement of month YYYYMM. */
export function stmtDateOfMonth(account: Calendar, month: string): number {
  return dateInMonth(Number(month.slice(0, 4)), Number(month.slice(4, 6)), account.stmtDay);
}

/** The first print date strictly after a day: a loan made on a print date goes to the next statement. */
export function firstStmtAfter(account: Calendar, day: number): number {
  const [y, m] = yearMonthOf(day);
  const thisMonth = dateInMonth(y, m, account.stmtDay);
  return thisMonth > day ? thisMonth : dateInMonth(y, m + 1, account.stmtDay);
}

/** The latest print date on or before a day. */
export function lastStmtOnOrBefore(account: Calendar, day: number): number {
  const [y, m] = yearMonthOf(day);
  const thisMonth = dateInMonth(y, m, account.stmtDay);
  return thisMonth <= day ? thisMonth : dateInMonth(y, m - 1, account.stmtDay);
}

export function shiftStmt(account: Calendar, stmtDate: number, months: number): number {
  const [y, m] = yearMonthOf(stmtDate);
  return dateInMonth(y, m + months, account.stmtDay);
}

/** The due date of a statement: the first `dueDay` (clamped) after its print date. */
export function dueDateOf(account: Calendar, stmtDate: number): number {
  const [y, m] = yearMonthOf(stmtDate);
  const sameMonth = dateInMonth(y, m, account.dueDay);
  return sameMonth > stmtDate ? sameMonth : dateInMonth(y, m + 1, account.dueDay);
}

// ---------------------------------------------------------------- schedules

export interface TermPlanView {
  term: number;
  /** Print date of the statement that bills it. */
  billDay: number;
  dueDay: number;
  startDay: number;
  prin: number;
  /** Interest after the coupon's discount. */
  int: number;
  intDiscount: number;
  /** The upfront admin fee, billed with term 1 of a Pay Later loan. */
  fee: number;
  /** The monthly instalment handling fee. */
  mfee: number;
  amount: number;
}

export interface LoanTerms {
  principal: number;
  terms: number;
  intRate: number;
  monthFeeRate: number;
  upfrontFee: number;
  feeBilled: boolean;
  loanDay: number;
  equity: LoanEquity | null;
}

/** The regular principal instalment: the principal split equally, the remainder on the last term. */
export function principalInstalment(principal: number, terms: number): number {
  return Math.floor(principal / terms);
}

/** The instalments of a loan: equal principal, flat interest and monthly fee on the original principal. */
export function scheduleOf(loan: LoanTerms, account: Calendar): TermPlanView[] {
  const regular = principalInstalment(loan.principal, loan.terms);
  const baseInt = pctOf(loan.principal, loan.intRate);
  const mfee = pctOf(loan.principal, loan.monthFeeRate);
  let capLeft = loan.equity && loan.equity.cap >= 0 ? loan.equity.cap : Number.POSITIVE_INFINITY;
  const firstBill = firstStmtAfter(account, loan.loanDay);
  const out: TermPlanView[] = [];
  for (let term = 1; term <= loan.terms; term += 1) {
    const prin = term < loan.terms ? regular : loan.principal - regular * (loan.terms - 1);
    let discount = 0;
    const equity = loan.equity;
    if (equity?.equityType === 'INT_R') {
      discount = baseInt - pctOf(loan.principal, Math.max(0, loan.intRate - equity.value));
    } else if (equity?.equityType === 'INT_TIC_P') {
      discount = roundDiv(baseInt * Math.min(equity.value, 100), 100);
    } else if (equity?.equityType === 'INT_TIC_T') {
      discount = term <= equity.value ? baseInt : 0;
    }
    discount = Math.min(discount, capLeft);
    capLeft -= discount;
    const billDay = shiftStmt(account, firstBill, term - 1);
    const fee = term === 1 && loan.feeBilled ? loan.upfrontFee : 0;
    const int = baseInt - discount;
    out.push({
      term,
      billDay,
      dueDay: dueDateOf(account, billDay),
      startDay: term === 1 ? loan.loanDay : shiftStmt(account, firstBill, term - 2),
      prin,
      int,
      intDiscount: discount,
      fee,
      mfee,
      amount: prin + int + fee + mfee,
    });
  }
  return out;
}

export function loanTermsOf(loan: Loan): LoanTerms {
  return {
    principal: loan.principal,
    terms: loan.terms,
    intRate: loan.intRate,
    monthFeeRate: loan.monthFeeRate,
    upfrontFee: loan.upfrontFee,
    feeBilled: loan.feeBilled,
    loanDay: dayOfTs(loan.loanTime),
    equity: loan.equity,
  };
}

export function planOf(account: CreditAccount, kind: LoanPlan['kind']): LoanPlan | undefined {
  return account.plans.find((plan) => plan.kind === kind);
}

export function planTermOf(plan: LoanPlan, term: number): PlanTerm | undefined {
  return plan.terms.find((t) => t.term === term);
}

/** The early repayment fee: 10 % of the regular principal instalment (spec section 9). */
export const EARLY_REPAYMENT_FEE_BP = 1000;

export function violationFeeOf(loan: Pick<Loan, 'principal' | 'terms'>): number {
  return pctOf(principalInstalment(loan.principal, loan.terms), EARLY_REPAYMENT_FEE_BP);
}

// ---------------------------------------------------------------- the books

const PARTS = ['fee', 'mfee', 'int', 'prin'] as const;
type Part = (typeof PARTS)[number];
type Parts = Record<Part, number>;

export interface TermBook {
  loan: Loan;
  plan: TermPlanView;
  term: number;
  billDay: number;
  dueDay: number;
  due: Parts;
  paid: Parts;
  waived: Parts;
  /** Settled by an early repayment or a full refund before it was billed: no statement shows it. */
  settledEarly: boolean;
  /** Non-penalty outstanding after each change, by day, in order. */
  log: { day: number; outstanding: number }[];
}

/** One statement: the instalments it bills and the late fee paid on it (late fees belong to statements). */
export interface StmtBook {
  stmtDate: number;
  dueDate: number;
  terms: TermBook[];
  penPaid: number;
}

export interface LoanBook {
  loan: Loan;
  loanDay: number;
  terms: TermBook[];
  /** Day of an early repayment or full refund that closed it. */
  closedDay: number | null;
  refunded: boolean;
  violationPaid: number;
}

export interface Book {
  account: CreditAccount;
  nowTs: string;
  today: number;
  loans: LoanBook[];
  /** Every statement any booked instalment falls in, by print date. */
  statements: Map<number, StmtBook>;
  /** Allocations of each booked repayment, by its refNbr. */
  repaid: Map<string, { allocations: Allocation[]; toDeposit: number }>;
  /** Overpayments and refunds not yet used; auto-applied to bills when a statement prints. */
  deposit: number;
  everDeposit: boolean;
  /** Print dates of statements from the account's setup up to today. */
  printed: number[];
}

const zeroParts = (): Parts => ({ fee: 0, mfee: 0, int: 0, prin: 0 });

export function partBalance(t: TermBook, part: Part): number {
  return t.due[part] - t.paid[part] - t.waived[part];
}

/** What is still owed on an instalment, late fee aside. */
export function termOutstanding(t: TermBook): number {
  return PARTS.reduce((sum, part) => sum + partBalance(t, part), 0);
}

/** Non-penalty amount owed on an instalment at the end of a day. */
export function outstandingAtEndOf(t: TermBook, day: number): number {
  let value = t.due.fee + t.due.mfee + t.due.int + t.due.prin;
  for (const change of t.log) {
    if (change.day > day) break;
    value = change.outstanding;
  }
  return value;
}

/** Instalment amount billed (after waivers), late fee aside. */
export function termBilledAmount(t: TermBook): number {
  return PARTS.reduce((sum, part) => sum + t.due[part] - t.waived[part], 0);
}

/** Sum over the days from the day after the print date to `day` of what the instalment owed at each day's start. */
function termUnits(t: TermBook, day: number): number {
  let current = t.due.fee + t.due.mfee + t.due.int + t.due.prin;
  let from = t.billDay + 1;
  let units = 0;
  for (const change of t.log) {
    const effective = change.day + 1;
    if (effective > day) break;
    if (effective > from) {
      units += current * (effective - from);
      from = effective;
    }
    current = change.outstanding;
  }
  if (from <= day) units += current * (day - from + 1);
  return units;
}

/** The statement still owed something (late fees aside) when its due date ended: it is charged a late fee. */
export function stmtCharged(sb: StmtBook, day: number): boolean {
  if (day <= sb.dueDate) return false;
  return sb.terms.some((t) => !t.settledEarly && outstandingAtEndOf(t, sb.dueDate) > 0);
}

/**
 * The late fee a statement has accrued by the end of `day` (spec section 9): the amount due x ADMIN_FEE_RATE
 * % x days overdue, counting from the day after the print date, charged only once the due date passed
 * unpaid. The amount due is taken day by day (what was still owed at the start of each day), so a part
 * payment lowers the fee from the next day on. One rounding, half up, on the exact sum.
 */
export function stmtPenaltyAccrued(sb: StmtBook, day: number, lateFeeRate: number): number {
  if (!stmtCharged(sb, day)) return 0;
  const units = sb.terms.reduce((sum, t) => sum + (t.settledEarly ? 0 : termUnits(t, day)), 0);
  return mulDivRound(units, lateFeeRate, 10_000);
}

export function stmtPenaltyBalance(sb: StmtBook, day: number, lateFeeRate: number): number {
  return Math.max(0, stmtPenaltyAccrued(sb, day, lateFeeRate) - sb.penPaid);
}

/** Splits an amount in proportion to weights, in whole rupiah that add up exactly (cumulative rounding). */
export function splitByWeights(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  let cumulative = 0;
  let before = 0;
  return weights.map((w) => {
    cumulative += w;
    const upTo = mulDivRound(amount, cumulative, total);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

function stmtWeights(sb: StmtBook, day: number): number[] {
  return sb.terms.map((t) => (t.settledEarly ? 0 : termUnits(t, day)));
}

export function stmtOf(book: Book, t: TermBook): StmtBook {
  return book.statements.get(t.billDay)!;
}

/** The part of its statement's unpaid late fee an instalment carries (for per-loan figures). */
export function termPenaltyBalance(book: Book, t: TermBook, day: number = book.today): number {
  const sb = stmtOf(book, t);
  const balance = stmtPenaltyBalance(sb, day, book.account.lateFeeRate);
  if (balance === 0) return 0;
  return splitByWeights(balance, stmtWeights(sb, day))[sb.terms.indexOf(t)]!;
}

/** The part of its statement's paid late fee an instalment carries. */
export function termPenaltyPaid(book: Book, t: TermBook, day: number = book.today): number {
  const sb = stmtOf(book, t);
  if (sb.penPaid === 0) return 0;
  return splitByWeights(sb.penPaid, stmtWeights(sb, day))[sb.terms.indexOf(t)]!;
}

export function termBalance(book: Book, t: TermBook, day: number = book.today): number {
  return termOutstanding(t) + termPenaltyBalance(book, t, day);
}

export function isBilled(t: TermBook, day: number): boolean {
  return !t.settledEarly && t.billDay <= day;
}

export function isTermOverdue(book: Book, t: TermBook, day: number = book.today): boolean {
  return isBilled(t, day) && t.dueDay < day && termBalance(book, t, day) > 0;
}

function logChange(t: TermBook, day: number) {
  t.log.push({ day, outstanding: termOutstanding(t) });
}

function allocationFor(list: Allocation[], refNbr: string): Allocation {
  let found = list.find((a) => a.refNbr === refNbr);
  if (!found) {
    found = { refNbr, prin: 0, int: 0, fee: 0, mfee: 0, pen: 0, violation: 0 };
    list.push(found);
  }
  return found;
}

/** Order in which money meets instalments: oldest due date first, then oldest loan, then term. */
function byDueOrder(a: TermBook, b: TermBook): number {
  return (
    a.dueDay - b.dueDay ||
    a.billDay - b.billDay ||
    a.loan.loanTime.localeCompare(b.loan.loanTime) ||
    a.loan.refNbr.localeCompare(b.loan.refNbr) ||
    a.term - b.term
  );
}

/**
 * Pays instalments statement by statement, oldest due first: the statement's late fee (the share of the
 * chosen instalments), then each instalment's fee, monthly fee, interest and principal. Returns what is left.
 */
function payTerms(
  book: Book,
  terms: TermBook[],
  amount: number,
  day: number,
  allocations: Allocation[] | null,
): number {
  const rate = book.account.lateFeeRate;
  let left = amount;
  const sorted = [...terms].sort(byDueOrder);
  const groups: TermBook[][] = [];
  for (const t of sorted) {
    const last = groups.at(-1);
    if (last && last[0]!.billDay === t.billDay) last.push(t);
    else groups.push([t]);
  }
  const scratch: Allocation[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    const sb = stmtOf(book, group[0]!);
    const penalty = stmtPenaltyBalance(sb, day, rate);
    if (penalty > 0) {
      const weights = stmtWeights(sb, day);
      const shares = splitByWeights(penalty, weights);
      const chosen = group.map((t) => sb.terms.indexOf(t));
      const payable = chosen.reduce((s, i) => s + shares[i]!, 0);
      const pay = Math.min(left, payable);
      if (pay > 0) {
        sb.penPaid += pay;
        left -= pay;
        const parts = splitByWeights(
          pay,
          chosen.map((i) => weights[i]!),
        );
        group.forEach((t, i) => {
          if (parts[i]) allocationFor(allocations ?? scratch, t.loan.refNbr).pen += parts[i]!;
        });
      }
    }
    for (const t of group) {
      if (left <= 0) break;
      let changed = false;
      for (const part of PARTS) {
        const pay = Math.min(left, partBalance(t, part));
        if (pay > 0) {
          t.paid[part] += pay;
          allocationFor(allocations ?? scratch, t.loan.refNbr)[part] += pay;
          left -= pay;
          changed = true;
        }
      }
      if (changed) logChange(t, day);
    }
  }
  return left;
}

export interface PayoffQuote {
  prin: number;
  int: number;
  pen: number;
  fee: number;
  mfee: number;
  violation: number;
  total: number;
}

/**
 * Paying a loan off early on `day`: everything billed (with its late fees), the principal and upfront fee
 * of the instalments not yet billed, and the early repayment fee; their interest and monthly fees are waived.
 */
export function payoffQuote(book: Book, lb: LoanBook, day: number = book.today): PayoffQuote {
  const quote = { prin: 0, int: 0, pen: 0, fee: 0, mfee: 0, violation: 0, total: 0 };
  if (lb.closedDay !== null) return quote;
  let unbilled = 0;
  for (const t of lb.terms) {
    if (t.settledEarly) continue;
    quote.prin += partBalance(t, 'prin');
    quote.fee += partBalance(t, 'fee');
    if (t.billDay <= day) {
      quote.int += partBalance(t, 'int');
      quote.mfee += partBalance(t, 'mfee');
      quote.pen += termPenaltyBalance(book, t, day);
    } else {
      unbilled += 1;
    }
  }
  quote.violation = unbilled > 0 ? violationFeeOf(lb.loan) : 0;
  quote.total = quote.prin + quote.int + quote.pen + quote.fee + quote.mfee + quote.violation;
  return quote;
}

export function unbilledTerms(lb: LoanBook, day: number): TermBook[] {
  return lb.terms.filter((t) => !t.settledEarly && t.billDay > day);
}

function payOff(book: Book, lb: LoanBook, day: number, allocations: Allocation[]) {
  const billed = lb.terms.filter((t) => isBilled(t, day));
  payTerms(book, billed, Number.MAX_SAFE_INTEGER, day, allocations);
  const alloc = allocationFor(allocations, lb.loan.refNbr);
  const unbilled = unbilledTerms(lb, day);
  for (const t of unbilled) {
    for (const part of PARTS) {
      const bal = partBalance(t, part);
      if (part === 'prin' || part === 'fee') {
        t.paid[part] += bal;
        alloc[part] += bal;
      } else {
        t.waived[part] += bal;
      }
    }
    t.settledEarly = true;
    logChange(t, day);
  }
  if (unbilled.length > 0) {
    const violation = violationFeeOf(lb.loan);
    lb.violationPaid += violation;
    alloc.violation += violation;
  }
  lb.closedDay = day;
}

/**
 * A merchant's refund: it cancels unpaid principal from the last instalment back; a full one also
 * cancels the unpaid interest and fees and closes the loan. Late fees already charged stay. Returns what
 * is left over (it goes to the deposit).
 */
function refund(lb: LoanBook, amount: number, day: number): number {
  let left = amount;
  for (const t of [...lb.terms].reverse()) {
    if (t.settledEarly) continue;
    const cut = Math.min(left, partBalance(t, 'prin'));
    if (cut > 0) {
      t.waived.prin += cut;
      left -= cut;
      logChange(t, day);
    }
  }
  if (amount >= lb.loan.principal) {
    for (const t of lb.terms) {
      if (t.settledEarly) continue;
      for (const part of PARTS) t.waived[part] += partBalance(t, part);
      if (t.billDay > day) t.settledEarly = true;
      logChange(t, day);
    }
    lb.refunded = true;
    lb.closedDay = day;
  }
  return left;
}

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

  let nextPrint = firstStmtAfter(account, ymdToDay(account.setupDate));
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
  const id = `${prefix}${dayToYmd(day)}${String(state.seq).padStart(6, '0')}`;
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
