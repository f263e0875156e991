/**
 * The one balance of the bank (the wallet slice): what is spendable, the order numbers, the money moved in
 * and out. It stands below the credit and the wallet areas, which both move it (decision 0096).
 */
import type { BankState } from '../../model/bank-state';
import type { WalletOrderCategory } from '../../../contracts/entities/wallet';
import { isIncoming } from '../../model/wallet';
import { toBusinessDate, toTimestamp } from '../../kernel/clock';
import { BankError } from '../../kernel/handler';

/** What processing outgoing orders hold: blocked, not spendable. */
export function heldBalance(state: BankState): number {
  return state.wallet.orders
    .filter((o) => o.status === '1' && !isIncoming(o.category))
    .reduce((sum, o) => sum + Number(o.pay.balance), 0);
}

export function availableBalance(state: BankState): number {
  return Number(state.wallet.balance) - heldBalance(state);
}

/** A new wallet order number, unique in the session: MPC + business date + sequence. */
export function newMpcOrderNo(state: BankState, now: number): string {
  let number: string;
  do {
    state.wallet.seq += 1;
    number = `MPC${toBusinessDate(now)}9${String(state.wallet.seq).padStart(7, '0')}`;
  } while (state.wallet.orders.some((o) => o.mpcOrderNo === number));
  return number;
}

/** Money received this month (WIB); the counter starts again each month. */
export function incomingThisMonth(state: BankState, now: number): number {
  const { month, amount } = state.wallet.incoming;
  return month === toTimestamp(now).slice(0, 6) ? Number(amount) : 0;
}

/**
 * Money other areas move in the wallet (a checkout paid from the balance, a bank-card repayment, an Instant
 * Cash payout): the balance changes and the move shows as a successful wallet order in the balance
 * transactions. The wallet slice holds the one balance of the bank.
 */
export interface WalletMoveInput {
  /** Whole rupiah, above 0. */
  amount: number;
  now: number;
  /** The caller's reference (loan receipt, repayment or checkout number). */
  orderNo: string;
  /** Shown as the other side: a merchant or "Allo Bank Pay Later". */
  counterpartyName: string;
  category: Extract<WalletOrderCategory, 'PAYMENT' | 'TRANSFER_OUT' | 'TRANSFER_IN' | 'REFUND'>;
  /**
   * How the order was made: ONLINE (a checkout) unless said; REPAY a Pay Later repayment from the balance,
   * CASH an Instant Cash payout into it (the order detail names them, not "online shopping").
   */
  orderType?: 'ONLINE' | 'REPAY' | 'CASH';
}

function recordMove(state: BankState, move: WalletMoveInput): string {
  const mpcOrderNo = newMpcOrderNo(state, move.now);
  const at = toTimestamp(move.now);
  const outgoing = !isIncoming(move.category);
  state.wallet.orders.push({
    mpcOrderNo,
    orderNo: move.orderNo,
    category: move.category,
    orderType: move.orderType ?? 'ONLINE',
    status: '2',
    amount: String(move.amount),
    createdAt: at,
    paidAt: at,
    appId: '50002LPT01',
    merchantId: '',
    merchantName: '',
    storeId: '',
    storeName: '',
    posId: '',
    cashier: '',
    note: '',
    callback: '',
    counterpartyName: move.counterpartyName,
    counterpartyUid: '',
    counterpartyLevel: '',
    goods: [],
    pay: { balance: outgoing ? String(move.amount) : '0', paylater: '0', points: '0' },
    refundTotal: '0',
    errorCode: '',
    depositTerm: '',
  });
  return mpcOrderNo;
}

/** Takes money out of the available balance; refuses with 'Maaf, saldo kamu tidak cukup.' when short. */
export function walletDebit(state: BankState, move: WalletMoveInput): string {
  if (move.amount > availableBalance(state)) throw new BankError('WALLET_INSUFFICIENT_BALANCE');
  state.wallet.balance = String(Number(state.wallet.balance) - move.amount);
  return recordMove(state, move);
}

/** Puts money into the balance and counts it as incoming this month (check topUpRefusal first for caps). */
export function walletCredit(state: BankState, move: WalletMoveInput): string {
  state.wallet.balance = String(Number(state.wallet.balance) + move.amount);
  state.wallet.incoming = {
    month: toTimestamp(move.now).slice(0, 6),
    amount: String(incomingThisMonth(state, move.now) + move.amount),
  };
  return recordMove(state, move);
}
