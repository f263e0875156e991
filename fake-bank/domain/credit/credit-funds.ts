import type { BankState } from '../../model/bank-state';
import type { WalletMove } from '../../model/credit';
import { availablePoints, spendPoints } from '../loyalty/loyalty-points';
import { availableBalance, walletCredit, walletDebit } from '../funds/funds-balance';

/**
 * Money the credit area moves in the wallet: a checkout paid from the balance or with points, a bank-card
 * repayment, an Instant Cash payout. The wallet and loyalty slices hold the one balance and the one set of
 * points; the credit slice keeps its own record of each move (walletMoves) for its books.
 */
export function spendableBalance(state: BankState): number {
  return availableBalance(state);
}

export function spendablePoints(state: BankState, now: number): number {
  return availablePoints(state, now);
}

/** Negative delta: a debit (checkout, bank-card repayment); positive: a payout (Instant Cash). */
export function moveWallet(
  state: BankState,
  move: {
    ref: string;
    kind: WalletMove['kind'];
    delta: number;
    time: string;
    now: number;
    counterparty: string;
    /** How the wallet order reads (funds-balance.ts): a repayment or an Instant Cash payout; else a checkout. */
    orderType?: 'REPAY' | 'CASH';
  },
): void {
  if (move.delta === 0) return;
  const amount = Math.abs(move.delta);
  if (move.kind === 'points') {
    // Points only ever pay (a checkout); the caller checked there are enough.
    spendPoints(state, amount, move.now, move.counterparty);
  } else if (move.delta < 0) {
    walletDebit(state, {
      amount,
      now: move.now,
      orderNo: move.ref,
      counterpartyName: move.counterparty,
      category: 'PAYMENT',
      orderType: move.orderType,
    });
  } else {
    walletCredit(state, {
      amount,
      now: move.now,
      orderNo: move.ref,
      counterpartyName: move.counterparty,
      category: 'TRANSFER_IN',
      orderType: move.orderType,
    });
  }
  state.credit.walletMoves.push({
    ref: move.ref,
    kind: move.kind,
    delta: move.delta,
    time: move.time,
    applied: true,
  });
}
