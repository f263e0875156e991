import type { BankState } from '../../scenarios';
import type { WalletMove } from '../../scenarios/state/credit';

/**
 * Money the credit area moves in the wallet. The wallet balance (state.balance) and the points
 * (state.points) belong to the core, which this area may read but not write, so each move is recorded in
 * the credit slice (walletMoves, applied: false) and the credit area spends the balance less what it has
 * already taken. When the core lets this area write the balance, `moveWallet` applies the move there and
 * records it as applied; nothing else changes.
 */

function pending(state: BankState, kind: WalletMove['kind']): number {
  return state.credit.walletMoves
    .filter((move) => move.kind === kind && !move.applied)
    .reduce((sum, move) => sum + move.delta, 0);
}

/** The wallet balance the credit area may spend: the core balance with the credit area's moves. */
export function spendableBalance(state: BankState): number {
  return Math.max(0, Number(state.balance) + pending(state, 'balance'));
}

export function spendablePoints(state: BankState): number {
  return Math.max(0, Number(state.points) + pending(state, 'points'));
}

/** Records a move: negative for a debit (checkout, bank-card repayment), positive for a payout (Instant Cash). */
export function moveWallet(
  state: BankState,
  move: { ref: string; kind: WalletMove['kind']; delta: number; time: string },
): void {
  if (move.delta === 0) return;
  state.credit.walletMoves.push({ ...move, applied: false });
}
