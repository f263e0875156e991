import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ruleNoted } from '../wire-origin';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import {
  GoodsSchema,
  PayOrderResultSchema,
  QueryDateTimeSchema,
  SyncOrderResultSchema,
  TranOrderDetailSchema,
  TranOrderPageSchema,
  VirtualAccountListSchema,
  WalletBalanceSchema,
  WalletOrderCategorySchema,
  WalletOrderStatusSchema,
} from '../entities/wallet';
import { PagingNumberSchema, PagingSizeSchema } from '../entities/deals';
import { AmountInputSchema } from '../rules/fields';
import { CipherTextSchema } from '../entities/password';
import { SecurityTokenSchema } from '../entities/otp';

/** Whole rupiah from 0 (a payment part may be zero). */
const PartAmountSchema = z
  .string({ error: 'required' })
  .check(z.regex(/^(0|[1-9]\d{0,14})$/, { error: 'amount' }));
const IdSchema = TextSchema.check(z.minLength(1), z.maxLength(64));

export const walletBalance = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/mpc_balance',
  request: EmptyRequestSchema,
  response: WalletBalanceSchema,
  summary: 'Wallet tier, available balance and the core accounts behind it',
  group: 'wallet',
});

export const walletTranOrders = defineEndpoint({
  method: 'POST',
  path: '/ams/mpc/query/tran_order',
  request: z
    .object({
      /** Empty: every status. */
      status: z.union([WalletOrderStatusSchema, z.literal('')]),
      startTime: QueryDateTimeSchema,
      endTime: ruleNoted(QueryDateTimeSchema, 'not before startTime'),
      page: z.object({ currentPage: PagingNumberSchema, pageSize: PagingSizeSchema }),
      /** Empty: every category. */
      category: z.union([WalletOrderCategorySchema, z.literal('')]),
    })
    .check(
      z.refine((r) => r.startTime <= r.endTime, { error: 'startTime is after endTime', path: ['endTime'] }),
    ),
  response: TranOrderPageSchema,
  // Decision 0040: what the balance moved (a split payment's balance part); no payment that used none.
  summary:
    "Balance transactions by status, category and time, newest first, paged: orders that touch the balance, each amount the balance's part",
  group: 'wallet',
});

export const walletTranOrderDetail = defineEndpoint({
  method: 'POST',
  path: '/ams/mpc/tran_order_detail',
  // orderNo: the merchant order number or the wallet's own mpcOrderNo.
  request: z.object({ orderNo: IdSchema }),
  response: TranOrderDetailSchema,
  summary: 'One wallet order in detail: payment split, goods, payer and payee',
  group: 'wallet',
});

export const walletSyncOrder = defineEndpoint({
  method: 'POST',
  path: '/ams/mpc/tran/sync_order',
  request: z.object({
    orderNo: IdSchema,
    merchantId: IdSchema,
    totleAmt: AmountInputSchema,
    store: z.optional(z.object({ storeId: TextSchema.check(z.maxLength(64)), storeName: TextSchema })),
    pos: z.optional(TextSchema.check(z.maxLength(64))),
    cashier: z.optional(TextSchema),
    callback: z.optional(TextSchema.check(z.maxLength(1024))),
    note: z.optional(TextSchema),
    /** When present, price x number must add up to totleAmt. */
    goods: z.optional(z.array(GoodsSchema).check(z.maxLength(50))),
  }),
  response: SyncOrderResultSchema,
  summary: 'A merchant creates an order for the customer to pay (answers the wallet order number)',
  group: 'checkout',
});

export const walletPayOrder = defineEndpoint({
  method: 'POST',
  path: '/ams/mpc/tran/pay_order',
  request: z.object({
    appId: IdSchema,
    userId: IdSchema,
    orderNo: IdSchema,
    mpcOrderNo: IdSchema,
    walletPayAmt: PartAmountSchema,
    payLaterAmt: PartAmountSchema,
    /** Points to spend; 1 point is worth Rp1. */
    costPoints: PartAmountSchema,
    totalAmt: AmountInputSchema,
    /**
     * The PIN, sealed as every PIN is (ecss_type 'rsa'): RSA-OAEP SHA-256 with the key of a one-use factor
     * from get/random_factor (scene CHECKOUT_PIN_SCENE), base64 (344 characters for the bank's 2048-bit key).
     */
    password: CipherTextSchema,
    factor: SecurityTokenSchema,
    cardList: z
      .array(
        z.object({
          payType: z.enum(['BALANCE', 'POINTS', 'PAYLATER']),
          cardNo: z.optional(TextSchema.check(z.maxLength(64))),
          /** Pay Later instalment months. */
          loanTerm: z.optional(z.enum(['1', '3', '6', '12'])),
        }),
      )
      .check(z.maxLength(5)),
  }),
  response: PayOrderResultSchema,
  summary: 'Pay an order with wallet balance, points and Pay Later (idempotent per mpcOrderNo)',
  group: 'checkout',
});

export const walletVaRecharge = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/va/recharge',
  request: z.object({ bankCode: z.string().check(z.regex(/^\d{3,4}$/)) }),
  response: VirtualAccountListSchema,
  summary: 'Open (or show the open) virtual account to top up the wallet from one bank',
  group: 'top-up',
});
