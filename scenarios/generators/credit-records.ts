import { type CheckoutOrder, type Loan, type Repayment } from '../../fake-bank/model/credit';
import { dayOfTs, nextCreditId } from '../../fake-bank/model/credit-ledger';

import type { Ctx } from './credit-line-context';

/** The records a generated history leaves: repayments, and the checkout orders of its two purchases. */

export function repaymentOf(
  ctx: Ctx,
  time: string,
  txnCode: Repayment['txnCode'],
  repayType: Repayment['repayType'],
  amount: number,
  loans: Repayment['loans'],
  subType: Repayment['subType'],
): Repayment {
  const day = dayOfTs(time);
  return {
    refNbr: nextCreditId(ctx.state, 'RP', day),
    txnId: nextCreditId(ctx.state, 'TX', day),
    bizSeqNo: nextCreditId(ctx.state, 'BS', day),
    merBizNo: nextCreditId(ctx.state, 'SS', day),
    txnCode,
    repayType,
    amount,
    time,
    status: 'S',
    outcome: 'S',
    loans,
    preview: [],
    subType,
  };
}

export function checkoutOrderOf(ctx: Ctx, loan: Loan): CheckoutOrder {
  const day = dayOfTs(loan.loanTime);
  const balanceAmt = ctx.faker.number.int({ min: 1, max: 20 }) * 5000;
  const price = loan.principal + balanceAmt;
  return {
    bizSeqNo: nextCreditId(ctx.state, 'BS', day),
    mpcOrderNo: nextCreditId(ctx.state, 'MO', day),
    orderNo: loan.merBizNo,
    channelId: 'QRIS' + ctx.faker.string.numeric(6),
    merchantName: loan.merchantName,
    totalAmt: price,
    pointsAmt: 0,
    pointsCashValue: 0,
    balanceAmt,
    paylaterAmt: loan.principal,
    loanTerm: loan.terms,
    goodsList: [
      {
        goodsId: 'G' + ctx.faker.string.numeric(8),
        goodsName: ctx.faker.commerce.productName().slice(0, 120),
        goodsNum: 1,
        goodsPrice: price,
        goodsDesc: '',
      },
    ],
    time: loan.loanTime,
    status: 'S',
    failCode: '',
    refNbr: loan.refNbr,
    reportedQuery: true,
    reportedLoan: true,
  };
}
