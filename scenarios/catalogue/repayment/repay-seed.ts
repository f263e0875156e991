import type { BankState } from '../../../fake-bank/model/bank-state';
import type { Repayment } from '../../../fake-bank/model/credit';
import { dayOfTs, lastStmtOnOrBefore } from '../../../fake-bank/model/credit-schedule';
import { billedDue, buildBook, newLoanRecord, nextCreditId } from '../../../fake-bank/model/credit-ledger';
import { isoToMs, timestampOfDayNumber, toTimestamp } from '../../../contracts/dates';

/** Paths of the repayment screens, as the scenarios open them (ROUTES in src/shared/navigation). */
export const REPAY_PLAN_PATH = '/paylater/repayment';
export const REPAY_PAY_ALL_PATH = '/paylater/repayment/pay?mode=all';
export const REPAY_EARLY_PATH = '/paylater/repayment/early';

/**
 * The repayment scenarios start on this clock (the catalogue's default day, written out so the paths below
 * that name a statement month or a sequence number stay right if the default moves).
 */
export const REPAY_CLOCK = '2026-11-21T10:00:00+07:00';
/** The statement printed on 16 November 2026 by billReady on REPAY_CLOCK (due 1 December 2026). */
export const REPAY_BILL_MONTH = '202611';
export const repayBillPath = (month = REPAY_BILL_MONTH) => `/paylater/repayment/pay?mode=bill&month=${month}`;

/** The sequence number (BIZ_SEQ_NO) of the repayment justRepaid seeds, for the result page's link. */
export const SEEDED_REPAY_SEQ = 'BS20261121990001';
export const REPAY_RESULT_PATH = `/paylater/repayment/result?seq=${SEEDED_REPAY_SEQ}`;

function nowOf(state: BankState) {
  const nowTs = toTimestamp(isoToMs(state.credit.asOf));
  const today = dayOfTs(nowTs);
  const seconds =
    Number(nowTs.slice(8, 10)) * 3600 + Number(nowTs.slice(10, 12)) * 60 + Number(nowTs.slice(12));
  return { nowTs, today, seconds };
}

/** What processing wallet orders hold: it is blocked, not spendable. */
function heldBalance(state: BankState): number {
  return state.wallet.orders
    .filter((o) => o.status === '1')
    .reduce((sum, o) => sum + Number(o.pay.balance), 0);
}

/** The Allo Pay balance spendable on a repayment (on top of what processing orders hold). */
export function setSpendableBalance(state: BankState, amount: number): void {
  state.wallet.balance = String(heldBalance(state) + amount);
}

/** A balance that covers any bill of the presets (Allo Pay+ holds up to Rp10.000.000). */
export function ampleBalance(state: BankState): void {
  setSpendableBalance(state, 9_000_000);
}

/**
 * A Pay Later purchase in one term, made 6 days before the current statement printed: billed on it and
 * unpaid, with no term left to bill, so it is in its last term (early repayment refused).
 */
export function lastTermPurchase(state: BankState, merchantName = 'Optik Mata Terang', principal = 350_000) {
  const credit = state.credit;
  const account = credit.account;
  if (!account) throw new Error('lastTermPurchase needs a credit line: call a preset first');
  const { today } = nowOf(state);
  const day = lastStmtOnOrBefore(account, today) - 6;
  const loan = newLoanRecord(credit, account, {
    kind: 'PAYLATER',
    principal,
    terms: 1,
    time: timestampOfDayNumber(day, 14 * 3600),
    merchantName,
  });
  credit.loans.push(loan);
  return loan;
}

/** The loan number repay.early-transaction-day gives its purchase of today, so its path can open that loan. */
export const TODAY_PURCHASE_REF = 'LR20261121990001';

/** A Pay Later purchase in 3 terms made an hour before the clock: early repayment refused today. */
export function purchaseToday(
  state: BankState,
  merchantName = 'Gadget Store Mandiri Digital',
  principal = 1_200_000,
) {
  const credit = state.credit;
  const account = credit.account;
  if (!account) throw new Error('purchaseToday needs a credit line: call a preset first');
  const { today, seconds } = nowOf(state);
  const loan = newLoanRecord(credit, account, {
    kind: 'PAYLATER',
    principal,
    terms: 3,
    time: timestampOfDayNumber(today, Math.max(0, seconds - 3600)),
    merchantName,
  });
  credit.loans.push(loan);
  return loan;
}

/**
 * A repayment from the balance (BANK_CARD) sent a minute ago and still processing, with sequence number
 * SEEDED_REPAY_SEQ: repay_result answers P for the scenario's polls, then `outcome`. It pays everything
 * billed, or `amount`; its allocation is what the bank computed when it took it.
 */
export function justRepaid(state: BankState, options: { outcome: 'S' | 'F'; amount?: number }): Repayment {
  const credit = state.credit;
  const { today, seconds } = nowOf(state);
  const time = timestampOfDayNumber(today, Math.max(0, seconds - 60));
  const amount = options.amount ?? billedDue(buildBook(credit, time));
  const repayment: Repayment = {
    refNbr: nextCreditId(credit, 'RP', today),
    txnId: nextCreditId(credit, 'TX', today),
    bizSeqNo: SEEDED_REPAY_SEQ,
    merBizNo: nextCreditId(credit, 'SS', today),
    txnCode: 'BillRepay',
    repayType: 'BANK_CARD',
    amount,
    time,
    status: 'S',
    outcome: options.outcome,
    loans: [],
    preview: [],
    subType: '',
  };
  const booked = buildBook({ ...credit, repayments: [...credit.repayments, repayment] }, time);
  repayment.preview = booked.repaid.get(repayment.refNbr)?.allocations ?? [];
  repayment.status = 'P';
  credit.repayments.push(repayment);
  return repayment;
}
