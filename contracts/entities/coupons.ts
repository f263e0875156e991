import { z } from 'zod/mini';
import { pagedListOf } from './deals';
import { spelledEither } from '../spelling';
import { assumed, ours } from '../wire-origin';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';

/** Coupon categories of "my coupons" (spec section 4): unused, expired, used, all. */
export const CardVoucherStateSchema = z.enum(['90010001', '90010003', '90010004', '90010005']);
export type CardVoucherState = z.infer<typeof CardVoucherStateSchema>;

/**
 * Card coupon (spec section 3). couponType is the coupon category (typeId of the card_type list).
 * couponState: 0 available, 1 used, 4 expired. validType: 1 fixed dates, 2 validDays from the claim.
 * writeoffType: 1 barcode, 2 QR code, 3 applied online. The fields after couponSource are ours: the client
 * works without them (a coupon without discountType is rupiah off, without a minimum applies to any amount).
 * "mctId or mct_id": both spellings are read (spelledEither on each object below).
 */
const cardCouponShape = {
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
  /** Empty: any merchant. This bank answers mctId, the spec-only profile mct_id. */
  mctId: z.optional(TextSchema),
  mct_id: z.optional(TextSchema),
  suitOrg: TextSchema,
  useDesc: TextSchema,
  recvRuleDesc: TextSchema,
  remarks: TextSchema,
  couponHeadUrl: z.string().check(z.maxLength(4096)),
  couponThumbnailUrl: z.string().check(z.maxLength(4096)),
  couponDetailUrl: TextSchema,
  couponUseUrl: TextSchema,
  couponSource: TextSchema,
  discountType: ours(z.enum(['AMOUNT', 'RATE'])),
  /** Minimum transaction for the coupon to apply; 0 none. */
  useLowerAmt: ours(AmountSchema),
  /** Cap of a RATE discount; 0 none. */
  maxDiscountAmt: ours(AmountSchema),
  validDays: ours(AmountSchema),
  /** HOME, BANNER or CHECKOUT: where the coupon is marketed; empty when only in the centre. */
  couponMarketPosit: ours(TextSchema),
  remainStock: ours(AmountSchema),
  /** Whether the caller has claimed it. */
  claimed: ours(YesNoSchema),
};
const MCT_ID = [['mctId', 'mct_id']] as const;

export const CardCouponSchema = spelledEither(z.object(cardCouponShape), MCT_ID);
export type CardCoupon = z.infer<typeof CardCouponSchema>;

export const CardCouponPageSchema = pagedListOf(CardCouponSchema);

/**
 * A coupon the caller holds. Its code and state are the names card_detail's request gives them
 * (cardVoucherCode, cardVoucherState); cust_rights' answer is not shown.
 */
const myCouponShape = {
  ...cardCouponShape,
  cardVoucherCode: assumed('myCouponCode', TextSchema),
  cardVoucherState: assumed('myCouponCode', CardVoucherStateSchema),
  claimTime: ours(TimestampSchema),
  /** Empty until used. */
  useTime: ours(z.union([TimestampSchema, z.literal('')])),
};
export const MyCouponSchema = spelledEither(z.object(myCouponShape), MCT_ID);
export type MyCoupon = z.infer<typeof MyCouponSchema>;
export const MyCouponPageSchema = pagedListOf(MyCouponSchema);

/**
 * A coupon with what its barcode or QR code needs: the claimed code (empty when not claimed). The barcode
 * and QR values are ours: without them the client draws the code itself (CODE128 and QR).
 */
export const CouponDetailSchema = spelledEither(
  z.object({
    ...cardCouponShape,
    cardVoucherCode: assumed('myCouponCode', TextSchema),
    cardVoucherState: assumed('myCouponCode', z.union([CardVoucherStateSchema, z.literal('')])),
    claimTime: ours(z.union([TimestampSchema, z.literal('')])),
    useTime: ours(z.union([TimestampSchema, z.literal('')])),
    barcodeFormat: ours(z.literal('CODE128')),
    barcodeValue: ours(TextSchema),
    qrCodeValue: ours(TextSchema),
  }),
  MCT_ID,
);
export type CouponDetail = z.infer<typeof CouponDetailSchema>;

/**
 * What each unused coupon would take off a transaction (cust_rights_try_calc: the spec gives its request,
 * not its answer). The discount and whether it applies are assumed names; the rest the client derives (the
 * best coupon is the usable one with the largest discount, the pay amount transMoney less it).
 */
export const CouponTryCalcSchema = z.object({
  transMoney: AmountSchema,
  /** The coupon that saves most; empty when none applies. */
  bestCardVoucherCode: ours(TextSchema),
  bestDiscountAmt: ours(AmountSchema),
  list: z.array(
    z.object({
      cardVoucherCode: TextSchema,
      couponId: TextSchema,
      couponName: TextSchema,
      usable: assumed('couponTryCalc', YesNoSchema),
      discountAmt: assumed('couponTryCalc', AmountSchema),
      payAmt: ours(AmountSchema),
      /** Why it does not apply: MIN_AMOUNT or MERCHANT; empty when usable. */
      reason: ours(TextSchema),
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
export const CouponCategoryListSchema = z.object({
  typeList: assumed('couponTypeList', z.array(CouponCategorySchema)),
});
