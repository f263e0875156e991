import { z } from 'zod/mini';
import { pagedListOf } from './deals';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';

/** Coupon categories of "my coupons" (spec section 4): unused, expired, used, all. */
export const CardVoucherStateSchema = z.enum(['90010001', '90010003', '90010004', '90010005']);
export type CardVoucherState = z.infer<typeof CardVoucherStateSchema>;

/**
 * Card coupon (spec section 3). couponType is the coupon category (typeId of the card_type list).
 * couponState: 0 available, 1 used, 4 expired. validType: 1 fixed dates, 2 validDays from the claim.
 * writeoffType: 1 barcode, 2 QR code, 3 applied online. The fields after couponSource are not in the spec.
 */
export const CardCouponSchema = z.object({
  couponId: TextSchema,
  couponName: TextSchema,
  couponTitle: TextSchema,
  couponType: TextSchema,
  couponState: z.enum(['0', '1', '4']),
  /** Rupiah off (discountType AMOUNT) or percent off (RATE). */
  faceValue: AmountSchema,
  validType: z.enum(['1', '2']),
  validStartDate: DateYmdSchema,
  validEndDate: DateYmdSchema,
  upStartDate: DateYmdSchema,
  upEndDate: DateYmdSchema,
  writeoffType: z.enum(['1', '2', '3']),
  mctName: TextSchema,
  /** Empty: any merchant. */
  mctId: TextSchema,
  suitOrg: TextSchema,
  useDesc: TextSchema,
  recvRuleDesc: TextSchema,
  remarks: TextSchema,
  couponHeadUrl: z.string().check(z.maxLength(4096)),
  couponThumbnailUrl: z.string().check(z.maxLength(4096)),
  couponDetailUrl: TextSchema,
  couponUseUrl: TextSchema,
  couponSource: TextSchema,
  discountType: z.enum(['AMOUNT', 'RATE']),
  /** Minimum transaction for the coupon to apply; 0 none. */
  useLowerAmt: AmountSchema,
  /** Cap of a RATE discount; 0 none. */
  maxDiscountAmt: AmountSchema,
  validDays: AmountSchema,
  /** HOME, BANNER or CHECKOUT: where the coupon is marketed; empty when only in the centre. */
  couponMarketPosit: TextSchema,
  remainStock: AmountSchema,
  /** Whether the caller has claimed it. */
  claimed: YesNoSchema,
});
export type CardCoupon = z.infer<typeof CardCouponSchema>;

export const CardCouponPageSchema = pagedListOf(CardCouponSchema);

/** A coupon the caller holds. */
export const MyCouponSchema = z.extend(CardCouponSchema, {
  cardVoucherCode: TextSchema,
  cardVoucherState: CardVoucherStateSchema,
  claimTime: TimestampSchema,
  /** Empty until used. */
  useTime: z.union([TimestampSchema, z.literal('')]),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;
export const MyCouponPageSchema = pagedListOf(MyCouponSchema);

/** A coupon with what its barcode or QR code needs (the claimed code; empty when not claimed). */
export const CouponDetailSchema = z.extend(CardCouponSchema, {
  cardVoucherCode: TextSchema,
  cardVoucherState: z.union([CardVoucherStateSchema, z.literal('')]),
  claimTime: z.union([TimestampSchema, z.literal('')]),
  useTime: z.union([TimestampSchema, z.literal('')]),
  barcodeFormat: z.literal('CODE128'),
  barcodeValue: TextSchema,
  qrCodeValue: TextSchema,
});

export const CouponTryCalcSchema = z.object({
  transMoney: AmountSchema,
  /** The coupon that saves most; empty when none applies. */
  bestCardVoucherCode: TextSchema,
  bestDiscountAmt: AmountSchema,
  list: z.array(
    z.object({
      cardVoucherCode: TextSchema,
      couponId: TextSchema,
      couponName: TextSchema,
      usable: YesNoSchema,
      discountAmt: AmountSchema,
      payAmt: AmountSchema,
      /** Why it does not apply: MIN_AMOUNT or MERCHANT; empty when usable. */
      reason: TextSchema,
    }),
  ),
});

/** Coupon category (spec section 3). */
export const CouponCategorySchema = z.object({
  typeId: TextSchema,
  typeName: TextSchema,
  typeLevel: z.enum(['1', '2']),
  /** Empty for a top-level category. */
  typeParentId: TextSchema,
  typeOdrnum: AmountSchema,
});
export const CouponCategoryListSchema = z.object({ typeList: z.array(CouponCategorySchema) });
