import type { BankState } from '../../../fake-bank/model/bank-state';
import type { CouponRecord } from '../../../fake-bank/model/loyalty';
import { startOf } from '../points/points-seed';
import { DAY_MS, addDays, toBusinessDate, toTimestamp } from '../../../contracts/dates';

/** The coupon of coupon.claim: on offer, three left, not claimed yet. */
export const CLAIM_COUPON_ID = 'CP70000001';
/** The claimed, unused coupon of coupon.barcode, and its code. */
export const BARCODE_COUPON_ID = 'CP70000002';
export const BARCODE_CODE = '8261119000000042';

const todayOf = (state: BankState) => toBusinessDate(startOf(state));

/** Coupon `index` of the centre made into `changes`, on offer from 10 days ago for another 10 days. */
function offer(state: BankState, index: number, changes: Partial<CouponRecord>): CouponRecord {
  const coupon = state.loyalty.coupons[index];
  if (!coupon) throw new Error(`no coupon ${index} in the centre`);
  const today = todayOf(state);
  Object.assign(coupon, {
    upStartDate: addDays(today, -10),
    upEndDate: addDays(today, 10),
    validType: '1',
    validStartDate: addDays(today, -10),
    validEndDate: addDays(today, 20),
    validDays: 0,
    ...changes,
  });
  return coupon;
}

/**
 * A coupon on offer that the customer has not claimed (CLAIM_COUPON_ID): Rp15.000 off from Rp75.000 at one
 * merchant, QR code at the till, three left in stock.
 */
export function claimableCoupon(state: BankState): CouponRecord {
  // Coupon 7 of the generated centre is a merchant's coupon nobody claimed.
  return offer(state, 7, {
    couponId: CLAIM_COUPON_ID,
    discountType: 'AMOUNT',
    faceValue: '15000',
    useLowerAmt: '75000',
    maxDiscountAmt: '0',
    writeoffType: '2',
    stock: 3,
  });
}

/**
 * A claimed, unused coupon with a barcode (BARCODE_COUPON_ID, code BARCODE_CODE): Rp20.000 off from
 * Rp100.000 at one merchant, claimed two days ago, valid 20 more days.
 */
export function barcodeCoupon(state: BankState): CouponRecord {
  // Coupon 5 is a merchant's coupon the generated customer holds.
  const before = state.loyalty.coupons[5]?.couponId;
  const coupon = offer(state, 5, {
    couponId: BARCODE_COUPON_ID,
    discountType: 'AMOUNT',
    faceValue: '20000',
    useLowerAmt: '100000',
    maxDiscountAmt: '0',
    writeoffType: '1',
  });
  const claim = state.loyalty.myCoupons.find((c) => c.couponId === before);
  if (!claim) throw new Error('the generated customer does not hold coupon 5');
  Object.assign(claim, {
    couponId: coupon.couponId,
    cardVoucherCode: BARCODE_CODE,
    claimTime: toTimestamp(startOf(state) - 2 * DAY_MS),
    validStartDate: coupon.validStartDate,
    validEndDate: coupon.validEndDate,
    useTime: '',
  });
  return coupon;
}
