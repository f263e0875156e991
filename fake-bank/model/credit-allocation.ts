import type { Allocation } from './credit';
import {
  PARTS,
  TermBook,
  Book,
  partBalance,
  termOutstanding,
  stmtPenaltyBalance,
  splitByWeights,
  stmtWeights,
  stmtOf,
} from './credit-statements';

/** How a repayment is allocated over the terms it pays, in due order. (the books: credit-ledger.ts). */

export function logChange(t: TermBook, day: number) {
  t.log.push({ day, outstanding: termOutstanding(t) });
}

export function allocationFor(list: Allocation[], refNbr: string): Allocation {
  let found = list.find((a) => a.refNbr === refNbr);
  if (!found) {
    found = { refNbr, prin: 0, int: 0, fee: 0, mfee: 0, pen: 0, violation: 0 };
    list.push(found);
  }
  return found;
}

/** Order in which money meets instalments: oldest due date first, then oldest loan, then term. */
export function byDueOrder(a: TermBook, b: TermBook): number {
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
export function payTerms(
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
