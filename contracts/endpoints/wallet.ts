import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
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
const PartAmountSchema = z.string({ error: 'required' }).regex(/^(0|[1-9]\d{0,14})$/, { error: 'amount' });
const IdSchema = TextSchema.min(1).max(64);

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
      endTime: QueryDateTimeSchema,
      page: z.object({ currentPage: PagingNumberSchema, pageSize: PagingSizeSchema }),
      /** Empty: every category. */
      category: z.union([WalletOrderCategorySchema, z.literal('')]),
    })
    .refine((r) => r.startTime <= r.endTime, { error: 'startTime is after endTime', path: ['endTime'] }),
  response: TranOrderPageSchema,
  summary: 'Wallet orders (balance transactions) by status, category and time, newest first, paged',
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
    store: z.object({ storeId: TextSchema.max(64), storeName: TextSchema }).optional(),
    pos: TextSchema.max(64).optional(),
    cashier: TextSchema.optional(),
    callback: TextSchema.max(1024).optional(),
    note: TextSchema.optional(),
    /** When present, price x number must add up to totleAmt. */
    goods: z.array(GoodsSchema).max(50).optional(),
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
          cardNo: TextSchema.max(64).optional(),
          /** Pay Later instalment months. */
          loanTerm: z.enum(['1', '3', '6', '12']).optional(),
        }),
      )
      .max(5),
  }),
  response: PayOrderResultSchema,
  summary: 'Pay an order with wallet balance, points and Pay Later (idempotent per mpcOrderNo)',
  group: 'checkout',
});

export const walletVaRecharge = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/va/recharge',
  request: z.object({ bankCode: z.string().regex(/^\d{3,4}$/) }),
  response: VirtualAccountListSchema,
  summary: 'Open (or show the open) virtual account to top up the wallet from one bank',
  group: 'top-up',
});
