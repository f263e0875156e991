import {
  WALLET_TIERS,
  WalletOrderStatusSchema,
  type TranOrder,
  type WalletBalance,
  type WalletOrderCategory,
  type WalletOrderStatus,
} from '../../../contracts/entities/wallet';
import type { StatusTone } from '../../shared/ui/status-tag';

type MpcLevel = WalletBalance['mpcLevel'];

/** Order statuses in the filter's order (spec section 4): 0 initial ... 5 refunded. */
export const ORDER_STATUSES: readonly WalletOrderStatus[] = WalletOrderStatusSchema.options;

/** The status filter of the list: every status, or one of them. */
export type StatusFilter = WalletOrderStatus | 'all';

export function statusFilterOf(value: string | null): StatusFilter {
  return ORDER_STATUSES.find((s) => s === value) ?? 'all';
}

/**
 * Colour (with the words and icon of StatusTag) of each status: waiting for payment amber, processing blue,
 * success green, failed red, cancelled and refunded grey (closed without the money staying out).
 */
export const STATUS_TONE: Record<WalletOrderStatus, StatusTone> = {
  '0': 'due-soon',
  '1': 'processing',
  '2': 'paid',
  '3': 'overdue',
  '4': 'blocked',
  '5': 'blocked',
};

/** Money comes in with a top-up, a transfer in and a refund; it goes out otherwise. */
export function isIncoming(category: WalletOrderCategory): boolean {
  return category === 'TOPUP' || category === 'TRANSFER_IN' || category === 'REFUND';
}

/** The other side of an order as the customer sees it: who paid them, or whom they paid. */
export function counterpartOf(
  order: Pick<TranOrder, 'category' | 'payerAcctName' | 'payeeAcctName' | 'merchantName'>,
): string {
  if (order.merchantName) return order.merchantName;
  return isIncoming(order.category) ? order.payerAcctName : order.payeeAcctName;
}

/** Which way an order moves money, for the sign of its amount: '+Rp' in, '−Rp' out. */
export function directionOf(order: Pick<TranOrder, 'category'>): 'in' | 'out' {
  return isIncoming(order.category) ? 'in' : 'out';
}

/**
 * Only an order whose money is moved (or held, while processing) carries a sign: waiting, failed and
 * cancelled orders moved none, and a refunded one gave it back.
 */
export function movedMoney(status: WalletOrderStatus): boolean {
  return status === '1' || status === '2';
}

/**
 * What an order's detail shows as its figure, as the balance list does (decision 0040): what left (or came
 * into) the balance. A payment split with Pay Later or points shows its balance part and the order's total
 * beside it; one paid wholly with them took nothing from the balance (`fromBalance` false).
 */
export function balanceFigureOf(
  order: Pick<TranOrder, 'category' | 'status' | 'amount'> & {
    payInfo: { totalAmt: string; balanceAmt: string; paylaterAmt: string; pointsAmt: string };
  },
): { amount: string; total: string | null; fromBalance: boolean } {
  const pay = order.payInfo;
  const split =
    order.category === 'PAYMENT' &&
    order.status !== '0' &&
    (Number(pay.paylaterAmt) > 0 || Number(pay.pointsAmt) > 0);
  if (!split) return { amount: order.amount, total: null, fromBalance: true };
  return { amount: pay.balanceAmt, total: pay.totalAmt, fromBalance: Number(pay.balanceAmt) > 0 };
}

export interface OrderMonth {
  /** YYYYMM. */
  month: string;
  orders: TranOrder[];
}

/** Orders (newest first, as the bank answers) grouped by the month of their date. */
export function groupOrdersByMonth(orders: readonly TranOrder[]): OrderMonth[] {
  const groups: OrderMonth[] = [];
  for (const order of orders) {
    const month = order.txnDate.slice(0, 6);
    const last = groups.at(-1);
    if (last?.month === month) last.orders.push(order);
    else groups.push({ month, orders: [order] });
  }
  return groups;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The 12 months of history (and the rest of that month) the list asks for, up to the end of the bank's day: startTime and endTime as
 * the month and year picker yields them (YYYY-MM-DD HH:mm:ss). `day` is the bank's YYYYMMDD.
 */
export function orderRange(day: string): { startTime: string; endTime: string } {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(4, 6));
  const d = Number(day.slice(6, 8));
  // From the first of this month a year ago: the whole of the 12 months before today, and today's month.
  return {
    startTime: `${y - 1}-${pad(m)}-01 00:00:00`,
    endTime: `${y}-${pad(m)}-${pad(d)} 23:59:59`,
  };
}

/** The next page number while the bank says there are more pages. */
export function nextOrderPage(page: { currentPage: string; totalPage: string }): number | undefined {
  const current = Number(page.currentPage);
  return current < Number(page.totalPage) ? current + 1 : undefined;
}

/** The tier's name (Allo Pay, Allo Pay+, Allo Prime). */
export function tierName(level: MpcLevel): string {
  return WALLET_TIERS[level].name;
}

/** Upgrades the home offers: Prime to everyone below it, Allo Pay+ to the unregistered tier too. */
export function upgradesFor(level: MpcLevel): { prime: boolean; middle: boolean } {
  return { prime: level !== '3', middle: level === '1' };
}
