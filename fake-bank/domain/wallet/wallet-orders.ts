import { CODES, codeByValue, type Lang } from '../../../contracts';
import { POINTS_CASH_VALUE } from '../../../contracts/entities/checkout';
import type { TranOrder } from '../../../contracts/entities/wallet';
import type { BankState } from '../../model/bank-state';
import { isIncoming, type WalletOrderRecord } from '../../model/wallet';
import { toTimestamp } from '../../kernel/clock';
import { BankError, type BankContext, type HandlerMap } from '../../kernel/handler';
import { onceForRequest } from '../common/idempotency';
import { availablePoints, spendPoints } from '../loyalty/loyalty-points';
import { maskName } from '../common/masking';
import { chargePayLater, refusePayLaterPart } from '../credit/paylater-charge';
import { verifyPin } from '../security/security-password';
import { byKey } from '../common/paging';
import { availableBalance, heldBalance, newMpcOrderNo } from '../funds/funds-balance';

/** A payment of exactly this total fails with "We couldn't process your payment" (a magic amount). */
export const PAYMENT_FAIL_AMOUNT = 99_999;
/** One point pays Rp1 (the contracts' POINTS_CASH_VALUE, the one value client and bank share). */
export const POINT_CASH_VALUE = POINTS_CASH_VALUE;
const APP_ID = '50002LPT01';

function errorMessage(code: string, lang: Lang): string {
  return code ? (codeByValue(code)?.[lang] ?? '') : '';
}

/**
 * What a payment took from the balance once the customer chose how to pay (status 1, 2, 3, 5): the balance
 * part of a split; before that (status 0) and for every other category, the whole amount. The balance
 * transaction list shows this figure (decision 0040): Pay Later and points are told in their own histories.
 */
export function balancePartOf(order: WalletOrderRecord): string {
  const chosen = Number(order.pay.paylater) > 0 || Number(order.pay.points) > 0;
  return order.category === 'PAYMENT' && chosen ? order.pay.balance : order.amount;
}

/** A payment paid (or tried) wholly with Pay Later and points touched no balance: not a balance transaction. */
export function touchesBalance(order: WalletOrderRecord): boolean {
  return Number(balancePartOf(order)) > 0;
}

function toListItem(order: WalletOrderRecord, state: BankState, lang: Lang): TranOrder {
  const { customer } = state;
  const me = { name: maskName(customer.name), uid: customer.mpcUid, level: customer.mpcLevel };
  const other = order.merchantName
    ? { name: order.merchantName, uid: order.merchantId, level: '' }
    : {
        name: order.counterpartyUid ? maskName(order.counterpartyName) : order.counterpartyName,
        uid: order.counterpartyUid,
        level: order.counterpartyLevel,
      };
  const [payer, payee] = isIncoming(order.category) ? [other, me] : [me, other];
  const at = order.paidAt || order.createdAt;
  return {
    category: order.category,
    orderNo: order.orderNo,
    mpcOrderNo: order.mpcOrderNo,
    status: order.status,
    amount: order.amount,
    ccy: 'IDR',
    txnDate: at.slice(0, 8),
    txnTime: at.slice(8),
    merchantId: order.merchantId,
    merchantName: order.merchantName,
    payerAcctName: payer.name,
    payerUid: payer.uid,
    payerLevel: payer.level,
    payeeAcctName: payee.name,
    payeeUid: payee.uid,
    payeeLevel: payee.level,
    refundTotalAmount: order.refundTotal,
    errorCode: order.errorCode,
    errorMsg: errorMessage(order.errorCode, lang),
    orderType: order.orderType,
    depositTerm: order.depositTerm,
  };
}

function payInfoOf(order: WalletOrderRecord, lang: Lang) {
  const settled = order.status === '2' || order.status === '5';
  return {
    totalAmt: order.amount,
    paylaterAmt: order.pay.paylater,
    balanceAmt: order.pay.balance,
    pointsAmt: order.pay.points,
    pointsCashValue: String(Number(order.pay.points) * POINT_CASH_VALUE),
    code: settled ? CODES.SUCCESS.code : order.errorCode,
    message: settled ? CODES.SUCCESS[lang] : errorMessage(order.errorCode, lang),
  };
}

function findOrder(state: BankState, number: string): WalletOrderRecord {
  const order = state.wallet.orders.find((o) => o.mpcOrderNo === number || o.orderNo === number);
  if (!order) throw new BankError('WALLET_ORDER_NOT_FOUND', { orderNo: number });
  return order;
}

/**
 * One wallet order in detail, by merchant order number or mpcOrderNo (also what the checkout's
 * order_detail call can answer: the spec's Order detail fields are a subset).
 */
export function walletOrderDetail(state: BankState, number: string, lang: Lang) {
  const order = findOrder(state, number);
  return {
    ...toListItem(order, state, lang),
    appId: order.appId,
    totalAmt: order.amount,
    cashier: order.cashier,
    note: order.note,
    storeName: order.storeName,
    storeId: order.storeId,
    posId: order.posId,
    payInfo: payInfoOf(order, lang),
    goodsList: order.goods,
    createTime: order.createdAt,
  };
}

type PayRequest = Parameters<NonNullable<HandlerMap['walletPayOrder']>>[0];

/**
 * Checks every rule first, then moves the money: Pay Later first (it may refuse), then balance and points.
 * The order and the parts are checked before the PIN (a request that could never pay spends no PIN
 * attempt); the PIN is checked before anything about the money is answered. A wrong PIN counts on the
 * same daily counter as password/validate and locks the same way; a value that is not a PIN sealed with a
 * live factor of this session's key (a placeholder, a replayed factor) is refused and pays nothing.
 */
function payOrder(request: PayRequest, ctx: BankContext) {
  const { state, now } = ctx;
  const order = state.wallet.orders.find((o) => o.mpcOrderNo === request.mpcOrderNo);
  if (!order || order.orderNo !== request.orderNo) {
    throw new BankError('WALLET_ORDER_NOT_FOUND', { mpcOrderNo: request.mpcOrderNo });
  }
  if (request.userId !== state.customer.userId) throw new BankError('WALLET_USER_MISMATCH');
  if (order.status === '3') {
    throw new BankError('WALLET_PAYMENT_FAILED', { mpcOrderNo: order.mpcOrderNo, status: order.status });
  }
  if (order.status !== '0') {
    throw new BankError('WALLET_ORDER_NOT_PAYABLE', { mpcOrderNo: order.mpcOrderNo, status: order.status });
  }
  const wallet = Number(request.walletPayAmt);
  const paylater = Number(request.payLaterAmt);
  const points = Number(request.costPoints);
  const total = Number(request.totalAmt);
  if (total !== Number(order.amount) || wallet + paylater + points * POINT_CASH_VALUE !== total) {
    throw new BankError('WALLET_AMOUNT_MISMATCH', { totalAmt: order.amount });
  }
  const pay = { balance: String(wallet), paylater: String(paylater), points: String(points) };
  // Pay Later not open, or its line ended: refused before the PIN is checked (the factor stays unspent).
  if (paylater > 0) refusePayLaterPart(state);
  verifyPin(ctx, request.password, request.factor);
  // The factor is spent whatever follows: noted as a change so the session is written even on a refusal.
  ctx.note('pay-order:pin-ok', 'security.factors used');
  if (total === PAYMENT_FAIL_AMOUNT) {
    order.status = '3';
    order.errorCode = CODES.WALLET_PAYMENT_FAILED.code;
    order.pay = pay;
    order.paidAt = toTimestamp(now);
    ctx.note('pay-order:magic-fail-amount', `order ${order.mpcOrderNo} status=3`);
    throw new BankError('WALLET_PAYMENT_FAILED', { mpcOrderNo: order.mpcOrderNo, status: '3' });
  }
  if (wallet > availableBalance(state)) throw new BankError('WALLET_INSUFFICIENT_BALANCE');
  if (points > availablePoints(state, now)) throw new BankError('LOYALTY_POINTS_INSUFFICIENT');
  if (paylater > 0) {
    const terms = Number(request.cardList.find((c) => c.payType === 'PAYLATER')?.loanTerm ?? '1');
    const charge = chargePayLater(state, paylater, now, {
      orderNo: order.orderNo,
      merchantName: order.merchantName,
      terms,
    });
    if (!charge.ok) throw new BankError(charge.code);
  }

  state.wallet.balance = String(Number(state.wallet.balance) - wallet);
  if (points > 0) spendPoints(state, points, now, `Pembayaran: ${order.merchantName}`);
  order.status = '2';
  order.paidAt = toTimestamp(now);
  order.appId = request.appId;
  order.pay = pay;
  ctx.note(
    'pay-order',
    `order ${order.mpcOrderNo} paid: balance -${wallet}, points -${points}, paylater ${paylater}`,
  );
  return {
    mpcOrderNo: order.mpcOrderNo,
    orderNo: order.orderNo,
    status: order.status,
    payTime: order.paidAt,
    payInfo: payInfoOf(order, ctx.lang),
    balanceAmt: String(availableBalance(state)),
    avlScoreAmount: String(availablePoints(state, now)),
  };
}

export const walletOrderHandlers: HandlerMap = {
  walletBalance: (_request, { state }) => {
    const prime = state.customer.mpcLevel === '3';
    const held = heldBalance(state);
    const available = Number(state.wallet.balance) - held;
    return {
      mpcLevel: state.customer.mpcLevel,
      balanceAmt: String(available),
      coreAcctList: [
        {
          balanceAmt: state.wallet.balance,
          acctStatus: state.wallet.acctStatus,
          acctType: prime ? 'SAVINGS' : 'EMONEY',
          acctBizType: prime ? 'PRIME' : state.customer.mpcLevel === '2' ? 'REGISTERED' : 'UNREGISTERED',
          avaliableBalanceAmt: String(available),
          blockedBalanceAmt: String(held),
          acctNo: prime ? state.wallet.savingsAcctNo : state.wallet.emoneyAcctNo,
        },
      ],
    };
  },

  walletTranOrders: (request, { state, lang }) => {
    const from = request.startTime.replace(/\D/g, '');
    const to = request.endTime.replace(/\D/g, '');
    const orders = state.wallet.orders
      .filter(touchesBalance)
      .filter((o) => !request.status || o.status === request.status)
      .filter((o) => !request.category || o.category === request.category)
      .filter((o) => {
        const at = o.paidAt || o.createdAt;
        return at >= from && at <= to;
      })
      .sort(
        byKey(
          (o) => o.paidAt || o.createdAt,
          (o) => o.mpcOrderNo,
          true,
        ),
      );
    const size = Number(request.page.pageSize);
    const current = Number(request.page.currentPage);
    return {
      page: {
        totalPage: String(Math.ceil(orders.length / size)),
        currentPage: String(current),
        pageSize: String(size),
        totalCount: String(orders.length),
      },
      // The list's amount is what the balance moved; the detail keeps the order's amount and its parts.
      tranOrderList: orders
        .slice((current - 1) * size, current * size)
        .map((o) => ({ ...toListItem(o, state, lang), amount: balancePartOf(o) })),
    };
  },

  walletTranOrderDetail: (request, { state, lang }) => walletOrderDetail(state, request.orderNo, lang),

  walletSyncOrder: (request, ctx) => {
    const { state, now, lang } = ctx;
    const merchant = state.wallet.merchants.find((m) => m.merchantId === request.merchantId);
    if (!merchant) throw new BankError('WALLET_MERCHANT_UNKNOWN', { merchantId: request.merchantId });
    const goods = request.goods ?? [];
    const goodsTotal = goods.reduce((sum, g) => sum + Number(g.goodsPrice) * Number(g.goodsNum), 0);
    if (goods.length > 0 && goodsTotal !== Number(request.totleAmt)) {
      throw new BankError('WALLET_AMOUNT_MISMATCH', {
        totleAmt: request.totleAmt,
        goodsTotal: String(goodsTotal),
      });
    }
    const existing = state.wallet.orders.find(
      (o) => o.merchantId === request.merchantId && o.orderNo === request.orderNo,
    );
    if (existing) {
      // The same order sent again (a retry) answers the same wallet order; anything else is a clash.
      if (existing.status !== '0' || existing.amount !== request.totleAmt) {
        throw new BankError('WALLET_ORDER_DUPLICATE', { orderNo: request.orderNo });
      }
      ctx.note('sync-order:replay');
      return { mpcOrderNo: existing.mpcOrderNo, code: CODES.SUCCESS.code, msg: CODES.SUCCESS[lang] };
    }
    const mpcOrderNo = newMpcOrderNo(state, now);
    state.wallet.orders.push({
      mpcOrderNo,
      orderNo: request.orderNo,
      category: 'PAYMENT',
      orderType: request.pos ? 'POS' : 'ONLINE',
      status: '0',
      amount: request.totleAmt,
      createdAt: toTimestamp(now),
      paidAt: '',
      appId: APP_ID,
      merchantId: merchant.merchantId,
      merchantName: merchant.merchantName,
      storeId: request.store?.storeId ?? '',
      storeName: request.store?.storeName ?? '',
      posId: request.pos ?? '',
      cashier: request.cashier ?? '',
      note: request.note ?? '',
      callback: request.callback ?? '',
      counterpartyName: '',
      counterpartyUid: '',
      counterpartyLevel: '',
      goods,
      pay: { balance: '0', paylater: '0', points: '0' },
      refundTotal: '0',
      errorCode: '',
      depositTerm: '',
    });
    ctx.note('sync-order', `order ${mpcOrderNo} created, status=0`);
    return { mpcOrderNo, code: CODES.SUCCESS.code, msg: CODES.SUCCESS[lang] };
  },

  walletPayOrder: (request, ctx) =>
    onceForRequest(ctx, '/ams/mpc/tran/pay_order', request.mpcOrderNo, request, () => payOrder(request, ctx)),
};
