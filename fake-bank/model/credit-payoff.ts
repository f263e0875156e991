import type { Allocation } from './credit';
import { violationFeeOf } from './credit-schedule';
import {
  PARTS,
  TermBook,
  LoanBook,
  Book,
  partBalance,
  termPenaltyBalance,
  isBilled,
} from './credit-statements';
import { logChange, allocationFor, payTerms } from './credit-allocation';

/** Paying a loan off early (its quote and its booking) and refunds. (the books: credit-ledger.ts). */

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

export function payOff(book: Book, lb: LoanBook, day: number, allocations: Allocation[]) {
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
export function refund(lb: LoanBook, amount: number, day: number): number {
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
