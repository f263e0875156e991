import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  CardCouponPageSchema,
  CardVoucherStateSchema,
  CouponCategoryListSchema,
  CouponDetailSchema,
  CouponTryCalcSchema,
  MyCouponPageSchema,
} from '../entities/coupons';
import { PagingNumberSchema, PagingSizeSchema } from '../entities/deals';
import { DateYmdSchema, EmptyRequestSchema, TextSchema } from '../entities/primitives';
import { AmountInputSchema, MobileSchema } from '../rules/fields';
import { SearchKeywordSchema } from '../rules/search';

const IdSchema = TextSchema.check(z.minLength(1), z.maxLength(64));

export const couponCenter = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/card_center',
  request: z.object({
    nums: PagingSizeSchema,
    page: PagingNumberSchema,
    /** CENTER every coupon on offer, SEARCH by searchKeyword, MARKET those marketed at couponMarketPosit. */
    queryType: z.enum(['CENTER', 'SEARCH', 'MARKET']),
    /** The search form's rule (1 to 100 characters once trimmed), refused alike by the form and the bank. */
    searchKeyword: z.optional(SearchKeywordSchema),
    couponMarketPosit: z.optional(z.enum(['HOME', 'BANNER', 'CHECKOUT'])),
    /** A coupon category (typeId of card_type); a top-level one includes its children. */
    couponType: z.optional(TextSchema.check(z.maxLength(32))),
    /** 0 newest on offer first, 1 biggest face value first, 2 ending soonest first. */
    sortMode: z.optional(z.enum(['0', '1', '2'])),
    /** Coupons on offer at some time in this range. */
    upStartDate: z.optional(DateYmdSchema),
    upEndDate: z.optional(DateYmdSchema),
  }),
  response: CardCouponPageSchema,
  summary: 'Coupon centre: coupons on offer today, searched, filtered and paged',
  group: 'coupons',
});

export const couponClaim = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/cust_collar_coupons',
  request: z.object({
    cardVoucherId: IdSchema,
    name: TextSchema.check(z.minLength(1)),
    phoneNo: MobileSchema,
  }),
  response: CouponDetailSchema,
  summary: 'Claim a coupon for the caller (once per coupon, while stock lasts)',
  group: 'coupons',
});

export const couponMine = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/cust_rights',
  request: z.object({
    /** 0 newest claim first, 1 ending soonest first. */
    sortMode: z.enum(['0', '1']),
    pageNum: PagingNumberSchema,
    pageSize: PagingSizeSchema,
    cardVoucherState: CardVoucherStateSchema,
  }),
  response: MyCouponPageSchema,
  summary: "The caller's coupons: unused, expired, used or all",
  group: 'coupons',
});

export const couponDetail = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/card_detail',
  request: z.object({
    cardVoucherId: IdSchema,
    /** The claimed code; without it the coupon as offered. */
    cardVoucherCode: z.optional(TextSchema.check(z.maxLength(64))),
  }),
  response: CouponDetailSchema,
  summary: 'One coupon, with the barcode and QR code values of a claimed one',
  group: 'coupons',
});

export const couponTryCalc = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/cust_rights_try_calc',
  request: z.object({
    transMoney: AmountInputSchema,
    skuid: TextSchema.check(z.maxLength(64)),
    mctId: TextSchema.check(z.maxLength(64)),
    brandId: TextSchema.check(z.maxLength(64)),
    storeId: TextSchema.check(z.maxLength(64)),
  }),
  response: CouponTryCalcSchema,
  summary: "What each of the caller's unused coupons would take off a transaction, and the best one",
  group: 'coupons',
});

export const couponTypes = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/card_type',
  request: EmptyRequestSchema,
  response: CouponCategoryListSchema,
  summary: 'Coupon categories, two levels',
  group: 'coupons',
});
