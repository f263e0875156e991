import { z } from 'zod/mini';

/**
 * `POST /__fake-bank/orders`, the merchant stand-in (DESIGN.md section 4, decision 0071): its body and answer.
 * zod alone, so the dashboard shares them without the bank. The body says what a tester chooses (the
 * merchant, the goods, the amount); the bank turns it into the merchant's `tran/sync_order` and applies that
 * call's own rules, so only the JSON types are checked here.
 */

/** Largest quantity of one line: the cashier's order detail carries at most 4 digits (`goodsNum`). */
export const MAX_QUANTITY = 9999;
/** Lines of goods an order holds at most, as `tran/sync_order` takes them. */
export const MAX_GOODS = 50;

export const OrderGoodsSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  /** Whole rupiah for one. */
  price: z.number().check(z.int(), z.gte(1)),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY)),
});

export const OrderBodySchema = z.strictObject({
  /** The merchantId of one of the session's merchants (`state.wallet.merchants`). */
  merchant: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(64),
      z.describe('The merchantId of one of the session’s merchants'),
    ),
  /** The order's total in whole rupiah; with goods, their prices times quantities must add up to it. */
  amount: z.number().check(z.int(), z.gte(1)),
  goods: z.optional(z.array(OrderGoodsSchema).check(z.maxLength(MAX_GOODS))),
});
export type OrderBody = z.infer<typeof OrderBodySchema>;

/** What a made order answers (201). */
export const OrderCreatedSchema = z.object({
  /** The merchant's order number, as it sent it to tran/sync_order. */
  orderNo: z.string(),
  /** The wallet's order number, as tran/sync_order answered it. */
  mpcOrderNo: z.string(),
  /** The app's cashier for the order (`/checkout?order=<mpcOrderNo>`). */
  link: z.string(),
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** The app's cashier of a wallet order (the client's ROUTES.CHECKOUT): what `link` answers. */
export const cashierLink = (mpcOrderNo: string) => `/checkout?order=${encodeURIComponent(mpcOrderNo)}`;
