import type { Faker } from '@faker-js/faker';
import { CODES } from '../../../contracts';
import { addYears, isoToMs, MINUTE_MS, toBusinessDate, toTimestamp } from '../../../contracts/dates';
import type { BankState } from '../../../fake-bank/model/bank-state';
import { newLoanRecord } from '../../../fake-bank/model/credit-ledger';
import { recordSpend, validPoints } from '../../../fake-bank/model/loyalty';
import type { WalletOrderRecord } from '../../../fake-bank/model/wallet';

/** Paths of the checkout screens, as the scenarios open them (ROUTES in src/shared/navigation). */
export const checkoutPath = (mpcOrderNo: string) => `/checkout?order=${mpcOrderNo}`;
export const checkoutResultPath = (mpcOrderNo: string) => `/checkout/result?order=${mpcOrderNo}`;

/** The checkout scenarios start on the catalogue's default day, written out so the figures below stay right. */
export const CHECKOUT_CLOCK = '2026-11-21T10:00:00+07:00';
const NOW = isoToMs(CHECKOUT_CLOCK);

/**
 * Wallet order numbers of the seeded merchant orders (MPC + date + 8, apart from the numbers the bank gives
 * new orders, which carry a 9 there), so a scenario's link names its order.
 */
export const SEEDED_ORDERS = {
  /** Waiting for payment: the cashier. */
  pay: 'MPC2026112180000101',
  /** Paid with balance, points and Pay Later a few minutes ago. */
  paid: 'MPC2026112180000102',
  /** Failed ('We couldn't process your payment'). */
  failed: 'MPC2026112180000103',
  /** Waiting, of the magic total Rp99.999 that fails when paid. */
  fails: 'MPC2026112180000104',
  /** Waiting, larger than the balance. */
  short: 'MPC2026112180000105',
} as const;

/** The balance spendable now (on top of what processing orders hold), as a figure the tests can name. */
export function setSpendableBalance(state: BankState, amount: number): void {
  const held = state.wallet.orders
    .filter((o) => o.status === '1' && o.category !== 'TOPUP' && o.category !== 'TRANSFER_IN')
    .reduce((sum, o) => sum + Number(o.pay.balance), 0);
  state.wallet.balance = String(held + amount);
}

/**
 * The points available now: what the customer holds, brought to `points` half an hour ago by a payment with
 * points (or a campaign bonus when they hold fewer), so the history still adds up to the balance.
 */
export function setAvailablePoints(state: BankState, points: number): void {
  const loyalty = state.loyalty;
  const at = NOW - 30 * MINUTE_MS;
  const have = validPoints(loyalty, toBusinessDate(NOW));
  if (have > points) {
    const shop = state.wallet.merchants[0]?.merchantName ?? 'Allo Mart';
    recordSpend(loyalty, have - points, at, `Pembayaran: ${shop}`);
  } else if (have < points) {
    const time = toTimestamp(at);
    loyalty.lots.push({ expDate: addYears(time.slice(0, 8), 5), amount: String(points - have) });
    loyalty.history.push({
      scoreId: `PTBONUS${time}`,
      category: '2',
      legalRightType: 'CAMPAIGN',
      amount: String(points - have),
      time,
      remark: 'Bonus promo Allo Pay',
    });
    loyalty.accumSum = String(Number(loyalty.accumSum) + points - have);
  }
}

type GoodsRow = readonly [name: string, price: number, count: number];

/** A coffee roaster the bank knows as a merchant, with its id. */
function coffeeMerchant(state: BankState, faker: Faker) {
  const merchant = {
    merchantId: 'MCT' + faker.string.numeric(8),
    merchantName: `Kopi ${faker.person.lastName()} Roastery`,
  };
  state.wallet.merchants.push(merchant);
  return merchant;
}

/**
 * A merchant order as tran/sync_order makes it (status 0, waiting for payment), created `minutesAgo` before
 * the clock, with goods that add up to its total.
 */
export function merchantOrder(
  state: BankState,
  faker: Faker,
  input: { mpcOrderNo: string; goods: readonly GoodsRow[]; minutesAgo?: number },
): WalletOrderRecord {
  const merchant = coffeeMerchant(state, faker);
  const total = input.goods.reduce((sum, [, price, count]) => sum + price * count, 0);
  const order: WalletOrderRecord = {
    mpcOrderNo: input.mpcOrderNo,
    orderNo: 'ORD' + faker.string.numeric(10),
    category: 'PAYMENT',
    orderType: 'ONLINE',
    status: '0',
    amount: String(total),
    createdAt: toTimestamp(NOW - (input.minutesAgo ?? 2) * MINUTE_MS),
    paidAt: '',
    appId: '50002LPT01',
    merchantId: merchant.merchantId,
    merchantName: merchant.merchantName,
    storeId: 'ST' + faker.string.numeric(5),
    storeName: `${merchant.merchantName} ${faker.location.city()}`,
    posId: '',
    cashier: '',
    note: '',
    callback: '',
    counterpartyName: '',
    counterpartyUid: '',
    counterpartyLevel: '',
    goods: input.goods.map(([name, price, count]) => ({
      goodsId: 'G' + faker.string.numeric(8),
      goodsName: name,
      goodsDesc: '',
      goodsNum: String(count),
      goodsPrice: String(price),
    })),
    pay: { balance: '0', paylater: '0', points: '0' },
    refundTotal: '0',
    errorCode: '',
    depositTerm: '',
  };
  state.wallet.orders.push(order);
  return order;
}

/** The goods of the cashier's order: Rp350.000. */
export const ROASTERY_GOODS: readonly GoodsRow[] = [
  ['Biji Kopi Arabika Gayo 250 g', 165_000, 1],
  ['Penggiling Kopi Manual', 185_000, 1],
];

/**
 * An order paid `minutesAgo` before the clock as tran/pay_order pays it: the balance and the points taken,
 * the Pay Later part booked on the credit line as a loan of `terms` months (the line must exist).
 */
export function payOrder(
  state: BankState,
  order: WalletOrderRecord,
  parts: { points: number; paylater: number; terms: number; minutesAgo?: number },
): void {
  const account = state.credit.account;
  if (parts.paylater > 0 && !account) throw new Error('payOrder: the Pay Later part needs a credit line');
  const at = NOW - (parts.minutesAgo ?? 1) * MINUTE_MS;
  const balance = Number(order.amount) - parts.points - parts.paylater;
  state.wallet.balance = String(Number(state.wallet.balance) - balance);
  if (parts.points > 0) recordSpend(state.loyalty, parts.points, at, `Pembayaran: ${order.merchantName}`);
  if (parts.paylater > 0 && account) {
    state.credit.loans.push(
      newLoanRecord(state.credit, account, {
        kind: 'PAYLATER',
        principal: parts.paylater,
        terms: parts.terms,
        time: toTimestamp(at),
        merchantName: order.merchantName,
        merBizNo: order.orderNo,
      }),
    );
  }
  order.status = '2';
  order.paidAt = toTimestamp(at);
  order.pay = { balance: String(balance), paylater: String(parts.paylater), points: String(parts.points) };
}

/** An order whose payment failed `minutesAgo` before the clock (the magic total's failure): nothing was taken. */
export function failOrder(
  order: WalletOrderRecord,
  parts: { points: number; paylater: number; minutesAgo?: number },
): void {
  order.status = '3';
  order.errorCode = CODES.WALLET_PAYMENT_FAILED.code;
  // The time of the attempt, as tran/pay_order records it: the result shows it, not the order's creation.
  order.paidAt = toTimestamp(NOW - (parts.minutesAgo ?? 1) * MINUTE_MS);
  order.pay = {
    balance: String(Number(order.amount) - parts.points - parts.paylater),
    paylater: String(parts.paylater),
    points: String(parts.points),
  };
}
