import { z } from 'zod/mini';
import { MpcLevelSchema } from './account';
import { spelledEither } from '../spelling';
import { assumed, ours } from '../wire-origin';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema } from './primitives';

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
  // "payer and payee account name, uid and level": the values without their keys.
  payerAcctName: assumed('walletPayerPayee', TextSchema),
  payerUid: assumed('walletPayerPayee', TextSchema),
  payerLevel: assumed('walletPayerPayee', TextSchema),
  payeeAcctName: assumed('walletPayerPayee', TextSchema),
  payeeUid: assumed('walletPayerPayee', TextSchema),
  payeeLevel: assumed('walletPayerPayee', TextSchema),
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

/** Order detail (spec section 3) of a wallet (mpc) order, but for its goods (either spelling, below). */
const mpcOrderDetailShape = {
  mpcOrderNo: TextSchema,
  appId: TextSchema,
  orderNo: TextSchema,
  orderType: TextSchema,
  merchantId: TextSchema,
  totalAmt: AmountSchema,
  merchantName: TextSchema,
  cashier: TextSchema,
  note: TextSchema,
  // "store name and id": the values without their keys.
  storeName: assumed('walletOrderStore', TextSchema),
  storeId: assumed('walletOrderStore', TextSchema),
  posId: TextSchema,
  status: WalletOrderStatusSchema,
  amount: AmountSchema,
  /**
   * The spec's payInfo of the order detail (totalAmt, paylaterAmt, balanceAmt, pointsAmt, message, code);
   * the points' cash value is ours there: the client derives it from pointsAmt (POINTS_CASH_VALUE).
   */
  payInfo: z.object({ ...PayInfoSchema.shape, pointsCashValue: ours(AmountSchema) }),
  /** "goodsList or goodsDtls": this bank answers goodsList, the spec-only profile goodsDtls. */
  goodsList: z.optional(z.array(GoodsSchema)),
  goodsDtls: z.optional(z.array(GoodsSchema)),
};

/**
 * The wallet order detail (tran_order_detail, whose answer the spec does not show): the list item's fields
 * (each marked as in the list) and the order detail's together; the goods in either spelling.
 */
export const TranOrderDetailSchema = spelledEither(
  z.object({
    ...TranOrderSchema.shape,
    ...mpcOrderDetailShape,
    // The list item's keys, on the detail call whose answer the spec does not show.
    category: assumed('walletOrderDetail', WalletOrderCategorySchema),
    txnDate: assumed('walletOrderDetail', DateYmdSchema),
    txnTime: assumed('walletOrderDetail', TimeHmsSchema),
    ccy: assumed('walletOrderDetail', z.literal('IDR')),
    refundTotalAmount: assumed('walletOrderDetail', AmountSchema),
    errorCode: assumed('walletOrderDetail', TextSchema),
    errorMsg: assumed('walletOrderDetail', TextSchema),
    depositTerm: assumed('walletOrderDetail', TextSchema),
    /** When the order was created, yyyymmddhhmmss. */
    createTime: ours(TimestampSchema),
  }),
  [['goodsList', 'goodsDtls']],
);
export type TranOrderDetail = z.infer<typeof TranOrderDetailSchema>;

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
  /** The bank of the request (va/recharge's bankCode). */
  bankCode: assumed('virtualAccounts', TextSchema),
  /** The client names the bank from its code (TOP_UP_VA_BANKS). */
  bankName: ours(TextSchema),
  /** Once paid: the amount received and when. */
  paidAmt: ours(AmountSchema),
  paidTime: ours(TimestampSchema),
});
export type VirtualAccount = z.infer<typeof VirtualAccountSchema>;

export const VirtualAccountListSchema = z.object({
  vaList: assumed('virtualAccounts', z.array(VirtualAccountSchema)),
  /**
   * Room left under the tier's balance cap and monthly incoming cap; -1 when unlimited. The client asks
   * recharge/quota for it.
   */
  maxTopUpAmt: ours(AmountSchema),
  /** The spec's minimum top-up (Rp10.000, section 5). */
  minTopUpAmt: ours(AmountSchema),
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
