import { CODES } from '../../../contracts';
import type { CheckoutOrder } from '../../model/credit';
import { dayOfTs } from '../../model/credit-schedule';
import { type Book } from '../../model/credit-statements';
import { buildBook, nextCreditId } from '../../model/credit-ledger';
import { MERCHANTS } from '../../model/merchants';
import { toTimestamp } from '../../kernel/clock';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { moveWallet, spendableBalance, spendablePoints } from './credit-funds';
import { amt, pollsPending, takePoll } from './credit-view';
import { onceForRequest } from '../common/idempotency';
import { maskName } from '../common/masking';
import { chargePayLater, refusePayLaterPart } from './paylater-charge';
import { dateOfDayNumber } from '../../../contracts/dates';

/** A checkout whose total is exactly this amount is accepted, then fails (documented magic value). */
export const MAGIC_PAYMENT_FAILS = 40_404;

/** A believable merchant name for a channel id, the same every time. */
export function merchantOfChannel(channelId: string): string {
  let hash = 0;
  for (const char of channelId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return MERCHANTS[hash % MERCHANTS.length]!;
}

function orderOf(ctx: BankContext, bizSeqNo: string): CheckoutOrder {
  const order = ctx.state.credit.orders.find((o) => o.bizSeqNo === bizSeqNo);
  if (!order || order.time > toTimestamp(ctx.now)) throw new BankError('CREDIT_ORDER_NOT_FOUND');
  return order;
}

function messageOf(ctx: BankContext, code: 'P' | 'S' | 'F', order: CheckoutOrder): string {
  if (code === 'F') {
    const failCode = (order.failCode || 'CREDIT_PAYMENT_FAILED') as keyof typeof CODES;
    return (CODES[failCode] ?? CODES.CREDIT_PAYMENT_FAILED)[ctx.lang];
  }
  if (code === 'P')
    return ctx.lang === 'en' ? 'Your payment is being processed' : 'Pembayaran sedang diproses';
  return ctx.lang === 'en' ? 'Payment successful' : 'Pembayaran berhasil';
}

function queryOf(ctx: BankContext, order: CheckoutOrder) {
  const code: 'P' | 'S' | 'F' = order.reportedQuery ? order.status : 'P';
  return {
    code,
    totalAmt: amt(order.totalAmt),
    bizSeqNo: order.bizSeqNo,
    message: messageOf(ctx, code, order),
    pointsCashValue: amt(order.pointsCashValue),
    paylaterAmt: amt(order.paylaterAmt),
    balanceAmt: amt(order.balanceAmt),
    pointsAmt: amt(order.pointsAmt),
    mpcOrderNo: order.mpcOrderNo,
    orderNo: order.orderNo,
  };
}

function firstInstalment(book: Book | null, refNbr: string) {
  const lb = book?.loans.find((l) => l.loan.refNbr === refNbr);
  const first = lb?.terms[0];
  return first ? { date: dateOfDayNumber(first.dueDay), amount: first.plan.amount } : { date: '', amount: 0 };
}

export const creditCheckoutHandlers: HandlerMap = {
  unionPay: (request, ctx) =>
    onceForRequest(ctx, '/core/trans/pay/union_pay', request.orderNo, request, () => {
      const state = ctx.state;
      const credit = state.credit;
      const nowTs = toTimestamp(ctx.now);
      const today = dayOfTs(nowTs);
      const total = Number(request.totalAmt);
      const points = Number(request.pointsAmt);
      const pointsValue = Number(request.pointsCashValue);
      const balance = Number(request.balanceAmt);
      const paylater = Number(request.paylaterAmt);
      if (pointsValue + balance + paylater !== total || (points === 0) !== (pointsValue === 0)) {
        throw new BankError('CREDIT_PAYMENT_AMOUNT_MISMATCH');
      }
      if (paylater > 0) refusePayLaterPart(state);
      if (points > spendablePoints(state, ctx.now)) throw new BankError('CREDIT_POINTS_INSUFFICIENT');
      if (balance > spendableBalance(state)) throw new BankError('CREDIT_INSUFFICIENT_BALANCE');
      const merchantName = merchantOfChannel(request.channelId);
      const fails = total === MAGIC_PAYMENT_FAILS;
      let refNbr = '';
      if (!fails && paylater > 0) {
        const charge = chargePayLater(state, paylater, ctx.now, {
          orderNo: request.orderNo,
          merchantName,
          terms: Number(request.loanTerm),
        });
        if (!charge.ok) throw new BankError(charge.code);
        refNbr = charge.refNbr;
      }
      const order: CheckoutOrder = {
        bizSeqNo: nextCreditId(credit, 'BS', today),
        mpcOrderNo: nextCreditId(credit, 'MO', today),
        orderNo: request.orderNo,
        channelId: request.channelId,
        merchantName,
        totalAmt: total,
        pointsAmt: points,
        pointsCashValue: pointsValue,
        balanceAmt: balance,
        paylaterAmt: paylater,
        loanTerm: paylater > 0 ? Number(request.loanTerm) : 0,
        goodsList: request.goodsList.map((g) => ({
          goodsId: g.goodsId,
          goodsName: g.goodsName,
          goodsNum: Number(g.goodsNum),
          goodsPrice: Number(g.goodsPrice),
          goodsDesc: g.goodsDesc ?? '',
        })),
        time: nowTs,
        status: fails ? 'F' : 'S',
        failCode: fails ? 'CREDIT_PAYMENT_FAILED' : '',
        refNbr,
        reportedQuery: !pollsPending(ctx, 'union_pay_query'),
        reportedLoan: !pollsPending(ctx, 'union_pay_loan_result'),
      };
      credit.orders.push(order);
      if (!fails) {
        moveWallet(state, {
          ref: order.bizSeqNo,
          kind: 'balance',
          delta: -balance,
          time: nowTs,
          now: ctx.now,
          counterparty: merchantName,
        });
        moveWallet(state, {
          ref: order.bizSeqNo,
          kind: 'points',
          delta: -points,
          time: nowTs,
          now: ctx.now,
          counterparty: merchantName,
        });
      }
      ctx.note(fails ? 'union-pay-fails' : 'union-pay', `order ${order.bizSeqNo} ${order.status}`);
      return queryOf(ctx, order);
    }),

  unionPayQuery: (request, ctx) => {
    const order = orderOf(ctx, request.bizSeqNo);
    if (!order.reportedQuery && !takePoll(ctx, 'union_pay_query')) {
      order.reportedQuery = true;
      ctx.note('union-pay-result', `order ${order.bizSeqNo} reported ${order.status}`);
    }
    return queryOf(ctx, order);
  },

  unionPayLoanResult: (request, ctx) => {
    const order = orderOf(ctx, request.bizSeqNo);
    if (!order.reportedLoan && !takePoll(ctx, 'union_pay_loan_result')) {
      order.reportedLoan = true;
      ctx.note('union-pay-loan-result', `order ${order.bizSeqNo} loan reported`);
    }
    const code: 'P' | 'S' | 'F' = order.reportedLoan ? order.status : 'P';
    const book = ctx.state.credit.account ? buildBook(ctx.state.credit, toTimestamp(ctx.now)) : null;
    const first =
      code === 'S' && order.refNbr ? firstInstalment(book, order.refNbr) : { date: '', amount: 0 };
    return {
      code,
      message: messageOf(ctx, code, order),
      bizSeqNo: order.bizSeqNo,
      paylaterAmt: amt(order.paylaterAmt),
      loanTerm: String(order.loanTerm),
      loanReceiptNbr: code === 'S' ? order.refNbr : '',
      firstPmtDate: first.date,
      firstPmtAmt: amt(first.amount),
    };
  },

  unionPayOrderDetail: (request, ctx) => {
    const order = ctx.state.credit.orders.find((o) => o.mpcOrderNo === request.mpcOrderNo);
    if (!order || order.time > toTimestamp(ctx.now)) throw new BankError('CREDIT_ORDER_NOT_FOUND');
    const code: 'P' | 'S' | 'F' = order.reportedQuery ? order.status : 'P';
    ctx.note('order-detail');
    return {
      mpcOrderNo: order.mpcOrderNo,
      appId: '50002LPT01',
      orderNo: order.orderNo,
      orderType: 'UNION_PAY',
      merchantId: order.channelId,
      totalAmt: amt(order.totalAmt),
      merchantName: order.merchantName,
      cashier: '',
      note: '',
      storeName: order.merchantName,
      storeId: order.channelId,
      posId: '',
      status: code === 'S' ? ('2' as const) : code === 'F' ? ('3' as const) : ('1' as const),
      amount: amt(order.totalAmt),
      payTime: order.time,
      payInfo: {
        totalAmt: amt(order.totalAmt),
        paylaterAmt: amt(order.paylaterAmt),
        balanceAmt: amt(order.balanceAmt),
        pointsAmt: amt(order.pointsAmt),
        pointsCashValue: amt(order.pointsCashValue),
        message: messageOf(ctx, code, order),
        code,
      },
      goodsList: order.goodsList.map((g) => ({
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        goodsNum: String(g.goodsNum),
        goodsPrice: amt(g.goodsPrice),
        goodsDesc: g.goodsDesc,
      })),
      payerName: maskName(ctx.state.customer.name),
      payerUid: ctx.state.customer.mpcUid,
      payeeName: order.merchantName,
      payeeMerchantId: order.channelId,
    };
  },
};
