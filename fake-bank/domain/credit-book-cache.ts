import type { CreditState } from '../state/credit';
import { buildBook, dayOfTs, type Book } from '../state/credit-ledger';

interface Memo {
  /** The facts the book was built from, as JSON: any write makes them differ. */
  facts: string;
  day: number;
  from: string;
  /** The first fact after `from` (a future-dated loan, repayment or refund) changes the books. */
  until: string;
  book: Book;
}

const memo = new WeakMap<CreditState, Memo>();
const NEVER = '99999999999999';

function nextFactAfter(credit: CreditState, ts: string): string {
  let next = NEVER;
  for (const loan of credit.loans) if (loan.loanTime > ts && loan.loanTime < next) next = loan.loanTime;
  for (const r of credit.repayments) if (r.time > ts && r.time < next) next = r.time;
  for (const r of credit.refunds) if (r.time > ts && r.time < next) next = r.time;
  return next;
}

/**
 * The books at a moment, replayed once per session, day and set of facts: within a business day and until
 * the next dated fact, the books are the same, so a read (the home, bills, the plan) does not replay the whole
 * ledger again. Writes (the facts differ) and clock moves past a day or a fact build them anew. Callers get
 * their own shallow copy carrying their moment.
 */
export function booksAt(credit: CreditState, nowTs: string): Book {
  const facts = JSON.stringify(credit);
  const day = dayOfTs(nowTs);
  const hit = memo.get(credit);
  if (hit && hit.facts === facts && hit.day === day && nowTs >= hit.from && nowTs < hit.until) {
    return { ...hit.book, nowTs };
  }
  const book = buildBook(credit, nowTs);
  memo.set(credit, { facts, day, from: nowTs, until: nextFactAfter(credit, nowTs), book });
  return { ...book };
}
