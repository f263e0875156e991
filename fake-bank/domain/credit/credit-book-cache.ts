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
  /**
   * Of a session that shares its seed's pieces (frozen, never changed in place: kernel/shared-seed.ts), the
   * account, loans, repayments and refunds themselves: the same four objects are the same facts.
   */
  frozen?: readonly unknown[];
}

function bookedFactsOf(credit: CreditState): Facts {
  const pieces = [credit.account, credit.loans, credit.repayments, credit.refunds];
  if (pieces.every((piece) => Object.isFrozen(piece))) return { loans: [], json: '', frozen: pieces };
  return {
    loans: credit.loans.filter((loan) => loan.status === 'S'),
    json: JSON.stringify([credit.account, credit.repayments.filter((r) => r.status === 'S'), credit.refunds]),
  };
}

function sameFacts(a: Facts, b: Facts): boolean {
  if (a.frozen || b.frozen) {
    return !!a.frozen && !!b.frozen && a.frozen.every((piece, i) => piece === b.frozen![i]);
  }
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

/** The last dated fact at or before `ts` ('' if none): a book built at `ts` also serves from there on. */
function lastFactBy(credit: CreditState, ts: string): string {
  let last = '';
  for (const loan of credit.loans) if (loan.loanTime <= ts && loan.loanTime > last) last = loan.loanTime;
  for (const r of credit.repayments) if (r.time <= ts && r.time > last) last = r.time;
  for (const r of credit.refunds) if (r.time <= ts && r.time > last) last = r.time;
  return last;
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
  const shared = sharedBooks(day, facts);
  const sharedUntil = shared && nowTs >= shared.since ? nextFactAfter(credit, shared.from) : undefined;
  if (shared && sharedUntil !== undefined && nowTs < sharedUntil) {
    // A state read anew from the store, with the same facts: the books built for an earlier copy serve.
    memo.set(credit, {
      facts,
      changed: false,
      call,
      day,
      from: shared.since,
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
  keepShared(day, facts, { from: nowTs, since: lastFactBy(credit, nowTs), book });
  return { ...book };
}

/**
 * A book for states the store decodes anew on each read past its cache (the memo above is per state object):
 * built at `from`, it serves the same facts on the same day from `since` (the last fact before it; sessions
 * of one scenario read at moments seconds apart) until the next fact after `from`.
 */
interface SharedBook {
  from: string;
  since: string;
  book: Book;
}

/** Books by their facts' content, bounded by count, oldest used first out: a book is a few KB. */
const SHARED_BOOKS = 1000;
const byFacts = new Map<string, SharedBook>();
/** Books of a seed's own frozen pieces, kept with its loans (as long as the seed is), by day. */
const bySeedFacts = new WeakMap<object, { facts: Facts; byDay: Map<number, SharedBook> }>();

const contentKeyOf = (day: number, facts: Facts) => `${day}|${facts.json}|${JSON.stringify(facts.loans)}`;

function sharedBooks(day: number, facts: Facts): SharedBook | undefined {
  if (!facts.frozen) {
    const key = contentKeyOf(day, facts);
    const shared = byFacts.get(key);
    if (shared) {
      byFacts.delete(key);
      byFacts.set(key, shared);
    }
    return shared;
  }
  const kept = bySeedFacts.get(facts.frozen[1] as object);
  return kept && sameFacts(facts, kept.facts) ? kept.byDay.get(day) : undefined;
}

function keepShared(day: number, facts: Facts, book: SharedBook): void {
  if (!facts.frozen) {
    byFacts.set(contentKeyOf(day, facts), book);
    if (byFacts.size > SHARED_BOOKS) byFacts.delete(byFacts.keys().next().value as string);
    return;
  }
  const loans = facts.frozen[1] as object;
  let kept = bySeedFacts.get(loans);
  if (!kept || !sameFacts(facts, kept.facts)) bySeedFacts.set(loans, (kept = { facts, byDay: new Map() }));
  kept.byDay.set(day, book);
  // Clocks moved day by day: a seed's books keep a few days.
  if (kept.byDay.size > 8) kept.byDay.delete(kept.byDay.keys().next().value as number);
}
