import type { ResponseOf } from '../../../contracts/endpoint';
import type { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';

export type CentreCoupon = ResponseOf<typeof endpoints.couponCenter>['list'][number];
export type MyCoupon = ResponseOf<typeof endpoints.couponMine>['list'][number];
export type CouponDetail = ResponseOf<typeof endpoints.couponDetail>;
export type CouponCategory = ResponseOf<typeof endpoints.couponTypes>['typeList'][number];
export type TryCalc = ResponseOf<typeof endpoints.couponTryCalc>;

/** Coupons a page of the centre, the search and my coupons (the bank allows 1 to 50). */
export const PAGE_SIZE = 10;

/** My coupons' tabs and the cust_rights category of each (spec section 4). */
export const MINE_TABS = ['unused', 'used', 'expired'] as const;
export type MineTab = (typeof MINE_TABS)[number];
export const STATE_OF_TAB = { unused: '90010001', used: '90010004', expired: '90010003' } as const;

export function tabOfSearch(search: URLSearchParams): MineTab {
  return MINE_TABS.find((tab) => tab === search.get('tab')) ?? 'unused';
}

/** One coupon's page; with the claimed code it shows the barcode and the QR code. */
export function detailPath(couponId: string, code?: string): string {
  const query = new URLSearchParams({ id: couponId, ...(code ? { code } : {}) });
  return `${ROUTES.COUPON_DETAIL}?${query.toString()}`;
}

export function searchPath(keyword: string): string {
  return `${ROUTES.COUPON_SEARCH}?${new URLSearchParams({ q: keyword }).toString()}`;
}

/** The next page number while the bank has more (pageAll counts the pages). */
export function nextPageOf(last: { page: string; pageAll: string }): number | undefined {
  const page = Number(last.page);
  return page < Number(last.pageAll) ? page + 1 : undefined;
}

/** The top-level categories in the bank's order (the tabs of the centre). */
export function topCategories(list: readonly CouponCategory[]): CouponCategory[] {
  return list.filter((c) => c.typeLevel === '1').sort((a, b) => Number(a.typeOdrnum) - Number(b.typeOdrnum));
}

/** The sub-categories of a top-level one (the chips under its tab). */
export function subCategories(list: readonly CouponCategory[], parentId: string): CouponCategory[] {
  return list
    .filter((c) => c.typeLevel === '2' && c.typeParentId === parentId)
    .sort((a, b) => Number(a.typeOdrnum) - Number(b.typeOdrnum));
}

/** The top-level category a category belongs to ('' for all). */
export function topOf(list: readonly CouponCategory[], typeId: string): string {
  const category = list.find((c) => c.typeId === typeId);
  if (!category) return '';
  return category.typeLevel === '1' ? category.typeId : category.typeParentId;
}

/**
 * What the customer can do with a coupon now: claim it (on offer), nothing (claimed already by them, or none
 * left), use it (claimed, unused, with its code), or only read it (used or expired).
 */
export type CouponStage = 'offer' | 'sold-out' | 'claimed' | 'unused' | 'used' | 'expired';

/**
 * How long a coupon is valid, as the card and the terms say it: some days from the claim (validType 2, while
 * not the customer's yet, when the bank says how many), else up to its end date.
 */
export function validDaysOf(coupon: CentreCoupon | CouponDetail | MyCoupon, code?: string): string | null {
  return !code && coupon.validType === '2' && coupon.validDays !== undefined ? coupon.validDays : null;
}

/** The minimum transaction when the bank says it (ours), else null: the texts then say nothing of it. */
export function minimumOf(coupon: { useLowerAmt?: string }): number | null {
  return coupon.useLowerAmt === undefined ? null : Number(coupon.useLowerAmt);
}

export function stageOf(coupon: CentreCoupon | CouponDetail | MyCoupon): CouponStage {
  const state = 'cardVoucherState' in coupon ? coupon.cardVoucherState : '';
  if (state === '90010001') return 'unused';
  if (state === '90010004') return 'used';
  if (state === '90010003') return 'expired';
  if (coupon.claimed === 'Y') return 'claimed';
  // The stock is ours: a bank that does not say it leaves the coupon on offer (claiming answers sold out).
  if (coupon.remainStock !== undefined && Number(coupon.remainStock) <= 0) return 'sold-out';
  return 'offer';
}

/** The code of the coupon among the customer's: an unused one first. */
export function codeOf(mine: readonly MyCoupon[], couponId: string): string | undefined {
  const held = mine.filter((c) => c.couponId === couponId);
  return (held.find((c) => c.cardVoucherState === '90010001') ?? held[0])?.cardVoucherCode;
}

/** What the try-calc says about one coupon: the saving and what is left to pay, or why it does not apply. */
export type Saving =
  | { kind: 'saves'; discount: number; pay: number }
  | { kind: 'min-amount' }
  | { kind: 'merchant' }
  | { kind: 'not-usable' };

export function savingOf(result: TryCalc, code: string): Saving {
  const item = result.list.find((c) => c.cardVoucherCode === code);
  if (!item) return { kind: 'not-usable' };
  if (item.usable === 'Y') {
    const discount = Number(item.discountAmt);
    // What is left to pay is ours: the amount less the discount.
    const pay =
      item.payAmt === undefined ? Math.max(0, Number(result.transMoney) - discount) : Number(item.payAmt);
    return { kind: 'saves', discount, pay };
  }
  if (item.reason === 'MIN_AMOUNT') return { kind: 'min-amount' };
  if (item.reason === 'MERCHANT') return { kind: 'merchant' };
  return { kind: 'not-usable' };
}
