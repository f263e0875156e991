import {
  dateOfDayNumber,
  dayNumberInMonth,
  dayNumberOf,
  dayOfMonthOfDayNumber,
  yearMonthOfDayNumber,
} from '../../contracts/dates';
import type { CreditAccount, Loan, LoanEquity, LoanPlan, PlanTerm } from './credit';

/** The credit line's money, calendar and loan schedules: whole-rupiah arithmetic, statement and due dates, the terms of a loan. (the books: credit-ledger.ts). */

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

/** The day of a yyyymmddhhmmss timestamp. */
export function dayOfTs(ts: string): number {
  return dayNumberOf(ts.slice(0, 8));
}

/** The same day of the month `months` later (clamped), e.g. the start of a 12-month window. */
export function addMonths(day: number, months: number): number {
  const [y, m] = yearMonthOfDayNumber(day);
  return dayNumberInMonth(y, m + months, dayOfMonthOfDayNumber(day));
}

export function monthOf(day: number): string {
  return dateOfDayNumber(day).slice(0, 6);
}

// ---------------------------------------------------------------- statement calendar

type Calendar = Pick<CreditAccount, 'stmtDay' | 'dueDay'>;

/** The print date of the statement of month YYYYMM. */
export function stmtDateOfMonth(account: Calendar, month: string): number {
  return dayNumberInMonth(Number(month.slice(0, 4)), Number(month.slice(4, 6)), account.stmtDay);
}

/** The first print date strictly after a day: a loan made on a print date goes to the next statement. */
export function firstStmtAfter(account: Calendar, day: number): number {
  const [y, m] = yearMonthOfDayNumber(day);
  const thisMonth = dayNumberInMonth(y, m, account.stmtDay);
  return thisMonth > day ? thisMonth : dayNumberInMonth(y, m + 1, account.stmtDay);
}

/** The latest print date on or before a day. */
export function lastStmtOnOrBefore(account: Calendar, day: number): number {
  const [y, m] = yearMonthOfDayNumber(day);
  const thisMonth = dayNumberInMonth(y, m, account.stmtDay);
  return thisMonth <= day ? thisMonth : dayNumberInMonth(y, m - 1, account.stmtDay);
}

export function shiftStmt(account: Calendar, stmtDate: number, months: number): number {
  const [y, m] = yearMonthOfDayNumber(stmtDate);
  return dayNumberInMonth(y, m + months, account.stmtDay);
}

/** The due date of a statement: the first `dueDay` (clamped) after its print date. */
export function dueDateOf(account: Calendar, stmtDate: number): number {
  const [y, m] = yearMonthOfDayNumber(stmtDate);
  const sameMonth = dayNumberInMonth(y, m, account.dueDay);
  return sameMonth > stmtDate ? sameMonth : dayNumberInMonth(y, m + 1, account.dueDay);
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
