import type { Faker } from '@faker-js/faker';
import type { BankState } from '../../../fake-bank/model/bank-state';
import type { Loan } from '../../../fake-bank/model/credit';
import type { CreditLineOptions } from '../../generators/credit-line-options';
import { billReady } from '../../generators/credit-presets';
import { termOutstanding } from '../../../fake-bank/model/credit-statements';
import { buildBook, isLoanCleared, loanBookOf } from '../../../fake-bank/model/credit-ledger';
import { isoToMs, toTimestamp } from '../../../contracts/dates';

/**
 * Fixed transaction ids on chosen transactions of the generated history, so a scenario's path can open
 * one detail directly (/paylater/transactions/detail?id=...). Only the ids change: amounts, times and
 * the books stay as generated. (LAST_ROW_KEY allows A-Z and 0-9 in an id.)
 */
export const TXN_IDS = {
  /** An Instant Cash still being repaid, with a term paid when there is one (else the newest). */
  instantCash: 'TXINSTANTCASH',
  /** A Pay Later purchase in instalments (PS) still being repaid, like the Instant Cash. */
  paylater: 'TXPAYLATER',
  /** The newest refund (of a Pay Later purchase). */
  refund: 'TXREFUND',
  /** The bill repayment partly paid with points (SUB_TRANSACTION_TYPE POINTS). */
  repaymentPoints: 'TXREPAYPOINTS',
  /** The early repayment (T, IOURepay) that paid off an Instant Cash. */
  earlyRepayment: 'TXEARLYREPAY',
  /** The bill repayment that failed (cancelled, C). */
  failedRepayment: 'TXFAILEDREPAY',
  /** The Instant Cash whose payout failed (cancelled, C). */
  failedCash: 'TXFAILEDCASH',
} as const;

const DETAIL = '/paylater/transactions/detail';

/** The detail route of one of the fixed ids. */
export function detailPath(key: keyof typeof TXN_IDS): string {
  return `${DETAIL}?id=${TXN_IDS[key]}`;
}

function newest<T extends { txnId: string }>(items: T[], time: (item: T) => string, what: string): T {
  const found = [...items].sort((a, b) => time(b).localeCompare(time(a)))[0];
  if (!found) throw new Error(`the generated history has no ${what}`);
  return found;
}

/**
 * Twelve months of history (the bill-ready preset: purchases in instalments and in one term, Instant
 * Cash, bill repayments by VA, card and points, a failed repayment, refunds, an early repayment and a
 * failed Instant Cash), with the fixed ids of TXN_IDS on the transactions each detail scenario opens.
 */
export function historyWithKnownIds(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  billReady(state, faker, options);
  const { loans, repayments, refunds } = state.credit;
  const book = buildBook(state.credit, toTimestamp(isoToMs(state.credit.asOf)));
  // Running loans first (those with a paid term before the others), then the newest.
  const rank = (loan: Loan) => {
    const lb = loanBookOf(book, loan.refNbr);
    if (!lb || isLoanCleared(book, lb)) return 0;
    return lb.terms.some((term) => termOutstanding(term) === 0) ? 2 : 1;
  };
  const best = (kind: Loan['txnType'], what: string) =>
    newest(
      loans.filter((l) => l.txnType === kind && l.status === 'S' && l.terms > 1),
      (l) => `${rank(l)}${l.loanTime}`,
      what,
    );
  best('C', 'Instant Cash').txnId = TXN_IDS.instantCash;
  best('PS', 'Pay Later purchase in instalments').txnId = TXN_IDS.paylater;
  newest(refunds, (r) => r.time, 'refund').txnId = TXN_IDS.refund;
  newest(
    repayments.filter((r) => r.subType === 'POINTS' && r.status === 'S'),
    (r) => r.time,
    'points repayment',
  ).txnId = TXN_IDS.repaymentPoints;
  newest(
    repayments.filter((r) => r.txnCode === 'IOURepay' && r.status === 'S'),
    (r) => r.time,
    'early repayment',
  ).txnId = TXN_IDS.earlyRepayment;
  newest(
    repayments.filter((r) => r.status === 'F'),
    (r) => r.time,
    'failed repayment',
  ).txnId = TXN_IDS.failedRepayment;
  newest(
    loans.filter((l) => l.txnType === 'C' && l.status === 'F'),
    (l) => l.loanTime,
    'failed Instant Cash',
  ).txnId = TXN_IDS.failedCash;
}
