import type { Allocation, CreditAccount, Loan } from './credit';
import { mulDivRound, TermPlanView } from './credit-schedule';

/** The books' shapes and what a term or a statement owes on a day: its parts, its late fee, its balance. (the books: credit-ledger.ts). */

// ---------------------------------------------------------------- the books

export const PARTS = ['fee', 'mfee', 'int', 'prin'] as const;
export type Part = (typeof PARTS)[number];
export type Parts = Record<Part, number>;

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

export const zeroParts = (): Parts => ({ fee: 0, mfee: 0, int: 0, prin: 0 });

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

export function stmtWeights(sb: StmtBook, day: number): number[] {
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
