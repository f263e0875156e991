import { z } from 'zod/mini';
import { MpcLevelSchema } from './account';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema } from './primitives';
import { assumed } from '../wire-origin';

/** A date and time as the month and year picker yields it (spec section 2): YYYY-MM-DD HH:mm:ss. */
export const QueryDateTimeSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/));
/** hhmmss. */
export const TimeHmsSchema = z.string().check(z.regex(/^\d{6}$/));

// ---- Wallet balance (spec section 3) ----

export const CoreAccountSchema = z.object({
  balanceAmt: AmountSchema,
  /** A active, F frozen. */
  acctStatus: TextSchema,
  /** EMONEY (Allo Pay, Allo Pay+) or SAVINGS (Allo Prime). */
  acctType: TextSchema,
  /** UNREGISTERED (tier 1), REGISTERED (tier 2) or PRIME (tier 3). */
  acctBizType: TextSchema,
  avaliableBalanceAmt: AmountSchema,
  blockedBalanceAmt: AmountSchema,
  acctNo: TextSchema,
});

export const WalletBalanceSchema = z.object({
  mpcLevel: MpcLevelSchema,
  /** What the customer can spend: the available balance. */
  balanceAmt: AmountSchema,
  coreAcctList: z.array(CoreAccountSchema),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

// ---- Wallet orders (spec section 3: wallet transaction order query, order detail, sync order) ----

/** 0 initial, 1 processing, 2 success, 3 failed, 4 cancelled, 5 refunded (spec section 4). */
export const WalletOrderStatusSchema = z.enum(['0', '1', '2', '3', '4', '5']);
export type WalletOrderStatus = z.infer<typeof WalletOrderStatusSchema>;
/** What an order is; money comes in with TOPUP, TRANSFER_IN and REFUND and goes out otherwise. */
export const WalletOrderCategorySchema = z.enum([
  'TOPUP',
  'PAYMENT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'REFUND',
]);
export type WalletOrderCategory = z.infer<typeof WalletOrderCategorySchema>;

export const PageInfoSchema = z.object({
  totalPage: AmountSchema,
  currentPage: AmountSchema,
  pageSize: AmountSchema,
  totalCount: AmountSchema,
});

/** One item of tranOrderList. */
export const TranOrderSchema = z.object({
  category: WalletOrderCategorySchema,
  orderNo: TextSchema,
  mpcOrderNo: TextSchema,
  status: WalletOrderStatusSchema,
  amount: AmountSchema,
  ccy: z.literal('IDR'),
  txnDate: DateYmdSchema,
  txnTime: TimeHmsSchema,
  merchantId: TextSchema,
  merchantName: TextSchema,
  payerAcctName: TextSchema,
  payerUid: TextSchema,
  payerLevel: TextSchema,
  payeeAcctName: TextSchema,
  payeeUid: TextSchema,
  payeeLevel: TextSchema,
  refundTotalAmount: AmountSchema,
  errorCode: TextSchema,
  errorMsg: TextSchema,
  /** How the order was made: VA (virtual account), QRIS, ONLINE, POS or P2P. */
  orderType: TextSchema,
  /** Months of a time deposit; empty for every other order. */
  depositTerm: TextSchema,
});
export type TranOrder = z.infer<typeof TranOrderSchema>;

export const TranOrderPageSchema = z.object({
  page: PageInfoSchema,
  tranOrderList: z.array(TranOrderSchema),
});

export const GoodsSchema = z.object({
  goodsId: TextSchema.check(z.minLength(1)),
  goodsName: TextSchema.check(z.minLength(1)),
  goodsDesc: TextSchema,
  goodsNum: z.string().check(z.regex(/^[1-9]\d{0,4}$/)),
  goodsPrice: AmountSchema,
});
export type Goods = z.infer<typeof GoodsSchema>;

export const PayInfoSchema = z.object({
  totalAmt: AmountSchema,
  paylaterAmt: AmountSchema,
  balanceAmt: AmountSchema,
  pointsAmt: AmountSchema,
  /** What the points part is worth in rupiah (pointsAmt points x the point's cash value). */
  pointsCashValue: AmountSchema,
  message: TextSchema,
  code: TextSchema,
});

/** Order detail (spec section 3) of a wallet (mpc) order. */
export const MpcOrderDetailSchema = z.object({
  mpcOrderNo: TextSchema,
  appId: TextSchema,
  orderNo: TextSchema,
  orderType: TextSchema,
  merchantId: TextSchema,
  totalAmt: AmountSchema,
  merchantName: TextSchema,
  cashier: TextSchema,
  note: TextSchema,
  storeName: TextSchema,
  storeId: TextSchema,
  posId: TextSchema,
  status: WalletOrderStatusSchema,
  amount: AmountSchema,
  payInfo: PayInfoSchema,
  goodsList: z.array(GoodsSchema),
  payerAcctName: TextSchema,
  payerUid: TextSchema,
  payeeAcctName: TextSchema,
  payeeUid: TextSchema,
});

/** The wallet order detail: the list item and the order detail together. */
export const TranOrderDetailSchema = z.extend(z.extend(TranOrderSchema, MpcOrderDetailSchema.shape), {
  /** When the order was created, yyyymmddhhmmss. */
  createTime: TimestampSchema,
});

export const SyncOrderResultSchema = z.object({ mpcOrderNo: TextSchema, code: TextSchema, msg: TextSchema });

/** What a paid order answers (not given by the spec: the order's status and how it was paid). */
export const PayOrderResultSchema = z.object({
  mpcOrderNo: TextSchema,
  orderNo: TextSchema,
  status: WalletOrderStatusSchema,
  /** Section 7 names pay_order, not its answer: the time of payment's key is assumed. */
  payTime: assumed('payOrderResult', TimestampSchema),
  payInfo: PayInfoSchema,
  /** The available wallet balance after the payment. */
  balanceAmt: AmountSchema,
  /** The available points after the payment. */
  avlScoreAmount: AmountSchema,
});

// ---- Top-up by virtual account (spec section 3: virtual account list) ----

/** 0 open (waiting for a transfer), 1 paid, 2 expired. */
export const VirtualAccountStatusSchema = z.enum(['0', '1', '2']);
export const VirtualAccountSchema = z.object({
  vaCode: z.string().check(z.regex(/^\d{10,20}$/)),
  status: VirtualAccountStatusSchema,
  expTime: TimestampSchema,
  bankCode: TextSchema,
  bankName: TextSchema,
  /** Once paid (not in the spec): the amount received and when. */
  paidAmt: z.optional(AmountSchema),
  paidTime: z.optional(TimestampSchema),
});
export type VirtualAccount = z.infer<typeof VirtualAccountSchema>;

export const VirtualAccountListSchema = z.object({
  vaList: z.array(VirtualAccountSchema),
  /** Room left under the tier's balance cap and monthly incoming cap; -1 when unlimited. */
  maxTopUpAmt: AmountSchema,
  minTopUpAmt: AmountSchema,
});

/**
 * Wallet tiers (spec sections 6 and 9): Allo Pay holds up to Rp2.000.000, Allo Pay+ up to Rp10.000.000, both
 * take in up to Rp20.000.000 a month; Allo Prime (savings) has no cap. null: no cap.
 */
export const WALLET_TIERS = {
  '1': { name: 'Allo Pay', balanceCap: 2_000_000, monthlyIncomingCap: 20_000_000 },
  '2': { name: 'Allo Pay+', balanceCap: 10_000_000, monthlyIncomingCap: 20_000_000 },
  '3': { name: 'Allo Prime', balanceCap: null, monthlyIncomingCap: null },
} as const satisfies Record<
  z.infer<typeof MpcLevelSchema>,
  { name: string; balanceCap: number | null; monthlyIncomingCap: number | null }
>;
