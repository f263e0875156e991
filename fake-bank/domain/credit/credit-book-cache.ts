import type { CreditState, Loan } from '../../model/credit';
import { buildBook, dayOfTs, type Book } from '../../model/credit-ledger';

interface Memo {
  /** The facts the book was built from (bookedFactsOf): a write that books anything makes them differ. */
  facts: Facts;
  /** A change was declared since: the facts are compared before the book serves again. */
  changed: boolean;
  /** The bank call that last used the book. */
  call: number;
  day: number;
  from: string;
  /** The first fact after `from` (a future-dated loan, repayment or refund) changes the books. */
  until: string;
  book: Book;
}

const memo = new WeakMap<CreditState, Memo>();
let call = 0;

/** A bank call begins: books of earlier calls serve it unless a change was declared since (forgetBooks). */
export function beginBooksCall(): void {
  call++;
}

/**
 * The bank declared a change to a session: its books serve again only if the facts they were built from are
 * the same (a virtual-account repayment waiting for its transfer, a clock or wallet change books nothing).
 */
export function forgetBooks(credit: CreditState): void {
  const hit = memo.get(credit);
  if (hit) hit.changed = true;
}

/**
 * What buildBook reads: the loans booked, and as JSON the account, the repayments that succeeded and the
 * refunds. A repayment pending or failed is not on the books, so adding one leaves them as they are. Loan
 * records are replaced, never edited in place (the schedules' cache in credit-ledger.ts holds them to it
 * too), so the loans compare by identity: their JSON was most of the look.
 */
interface Facts {
  loans: Loan[];
  json: string;
}

function bookedFactsOf(credit: CreditState): Facts {
  return {
    loans: credit.loans.filter((loan) => loan.status === 'S'),
    json: JSON.stringify([credit.account, credit.repayments.filter((r) => r.status === 'S'), credit.refunds]),
  };
}

function sameFacts(a: Facts, b: Facts): boolean {
  return (
    a.json === b.json && a.loans.length === b.loans.length && a.loans.every((loan, i) => loan === b.loans[i])
  );
}

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
 * ledger again. Changes and clock moves past a day or a fact build them anew. A book made in an earlier bank
 * call serves as it is: every change the bank keeps is declared (the store writes only those) and forgets the
 * books, and the next read compares the facts the books were built from. Within one call a handler may change
 * the facts between two reads, so the second read compares them too.
 * Callers get their own shallow copy carrying their moment.
 */
export function booksAt(credit: CreditState, nowTs: string): Book {
  const day = dayOfTs(nowTs);
  const hit = memo.get(credit);
  if (hit && hit.day === day && nowTs >= hit.from && nowTs < hit.until) {
    if (hit.call !== call && !hit.changed) {
      hit.call = call;
      return { ...hit.book, nowTs };
    }
    if (sameFacts(hit.facts, bookedFactsOf(credit))) {
      hit.call = call;
      hit.changed = false;
      return { ...hit.book, nowTs };
    }
  }
  const facts = bookedFactsOf(credit);
  const key = `${day}|${facts.json}|${JSON.stringify(facts.loans)}`;
  const shared = byFacts.get(key);
  const sharedUntil = shared && nowTs >= shared.from ? nextFactAfter(credit, shared.from) : undefined;
  if (shared && sharedUntil !== undefined && nowTs < sharedUntil) {
    // A state read anew from the store, with the same facts: the books built for an earlier copy serve.
    byFacts.delete(key);
    byFacts.set(key, shared);
    memo.set(credit, {
      facts,
      changed: false,
      call,
      day,
      from: shared.from,
      until: sharedUntil,
      book: shared.book,
    });
    return { ...shared.book, nowTs };
  }
  const book = buildBook(credit, nowTs);
  memo.set(credit, {
    facts,
    changed: false,
    call,
    day,
    from: nowTs,
    until: nextFactAfter(credit, nowTs),
    book,
  });
  byFacts.set(key, { from: nowTs, book });
  if (byFacts.size > SHARED_BOOKS) byFacts.delete(byFacts.keys().next().value as string);
  return { ...book };
}

/**
 * Books by their facts' content, for states the store decodes anew on each read past its cache (the memo above is
 * per state object). Bounded by count, oldest used first out: a book is a few KB.
 */
const SHARED_BOOKS = 1000;
const byFacts = new Map<string, { from: string; book: Book }>();
