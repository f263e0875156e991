import { z } from 'zod/mini';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema } from './primitives';
import { assumed, ours } from '../wire-origin';

/**
 * The get/random_factor scene of the PIN that confirms a wallet order payment (tran/pay_order carries the
 * sealed PIN and its factor itself; the bank checks it as password/validate does, same counter and lock).
 */
export const CHECKOUT_PIN_SCENE = 'PAY_ORDER';

/** What one point pays, in rupiah (the points part's pointsCashValue = points x this). */
export const POINTS_CASH_VALUE = 1;

/** Pay Later instalment terms a checkout offers (the Pay Later plan's terms, spec section 9). */
export const CHECKOUT_LOAN_TERMS = ['1', '3', '6', '12'] as const;

export const CheckoutGoodsSchema = z.object({
  goodsId: TextSchema,
  goodsName: TextSchema,
  goodsNum: z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
  goodsPrice: AmountSchema,
  goodsDesc: TextSchema,
});

/** Payment code: P processing, S success, F failed. */
export const UnionPayCodeSchema = z.enum(['P', 'S', 'F']);

/** Union-pay query (section 3), also the answer of pay/union_pay. */
export const UnionPayQuerySchema = z.object({
  code: UnionPayCodeSchema,
  totalAmt: AmountSchema,
  bizSeqNo: TextSchema,
  message: TextSchema,
  pointsCashValue: AmountSchema,
  paylaterAmt: AmountSchema,
  balanceAmt: AmountSchema,
  pointsAmt: AmountSchema,
  mpcOrderNo: TextSchema,
  orderNo: TextSchema,
});

/**
 * The Pay Later loan of a checkout: its receipt number and first instalment. Section 7 names the call, not
 * its answer; the first instalment's keys are assumed, the others spec words of the union-pay entities.
 */
export const UnionPayLoanResultSchema = z.object({
  code: UnionPayCodeSchema,
  message: TextSchema,
  bizSeqNo: TextSchema,
  paylaterAmt: AmountSchema,
  loanTerm: z.string().check(z.regex(/^\d{1,2}$/)),
  loanReceiptNbr: TextSchema,
  firstPmtDate: assumed('unionPayLoanResult', z.union([z.literal(''), DateYmdSchema])),
  firstPmtAmt: assumed('unionPayLoanResult', AmountSchema),
});

export const OrderPayInfoSchema = z.object({
  totalAmt: AmountSchema,
  paylaterAmt: AmountSchema,
  balanceAmt: AmountSchema,
  pointsAmt: AmountSchema,
  pointsCashValue: AmountSchema,
  message: TextSchema,
  code: UnionPayCodeSchema,
});

/** Order detail (section 3). status: wallet order status 0 initial ... 2 success, 3 failed. */
export const OrderDetailSchema = z.object({
  mpcOrderNo: TextSchema,
  appId: TextSchema,
  orderNo: TextSchema,
  orderType: TextSchema,
  merchantId: TextSchema,
  totalAmt: AmountSchema,
  merchantName: TextSchema,
  cashier: TextSchema,
  note: TextSchema,
  /** Section 3: "store name and id" (keys assumed). */
  storeName: assumed('orderDetailParties', TextSchema),
  storeId: assumed('orderDetailParties', TextSchema),
  posId: TextSchema,
  status: z.enum(['0', '1', '2', '3', '4', '5']),
  amount: AmountSchema,
  /** Not in section 3's order detail: ours. */
  payTime: ours(TimestampSchema),
  payInfo: OrderPayInfoSchema,
  goodsList: z.array(CheckoutGoodsSchema).check(z.maxLength(50)),
  /** Section 3: "payer and payee fields" (keys assumed). */
  payerName: assumed('orderDetailParties', TextSchema),
  payerUid: assumed('orderDetailParties', TextSchema),
  payeeName: assumed('orderDetailParties', TextSchema),
  payeeMerchantId: assumed('orderDetailParties', TextSchema),
});
