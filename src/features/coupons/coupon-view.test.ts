import { describe, expect, it } from 'vitest';
import {
  codeOf,
  detailPath,
  nextPageOf,
  savingOf,
  searchPath,
  stageOf,
  subCategories,
  tabOfSearch,
  topCategories,
  topOf,
  type CentreCoupon,
  type CouponCategory,
  type MyCoupon,
  type TryCalc,
} from './coupon-view';

const category = (typeId: string, typeParentId: string, typeOdrnum: string): CouponCategory => ({
  typeId,
  typeName: typeId,
  typeLevel: typeParentId ? '2' : '1',
  typeParentId,
  typeOdrnum,
});
const CATEGORIES = [
  category('200', '', '4'),
  category('102', '100', '3'),
  category('100', '', '1'),
  category('101', '100', '2'),
];

const coupon = (changes: Partial<CentreCoupon> = {}): CentreCoupon =>
  ({ couponId: 'CP1', claimed: 'N', remainStock: '5', ...changes }) as CentreCoupon;
const mine = (code: string, state: MyCoupon['cardVoucherState'], couponId = 'CP1'): MyCoupon =>
  ({ ...coupon({ couponId, claimed: 'Y' }), cardVoucherCode: code, cardVoucherState: state }) as MyCoupon;

describe('coupon links and paging', () => {
  it('builds the detail and search links', () => {
    expect(detailPath('CP1')).toBe('/coupons/detail?id=CP1');
    expect(detailPath('CP1', '8261121000000001')).toBe('/coupons/detail?id=CP1&code=8261121000000001');
    expect(searchPath('kopi susu')).toBe('/coupons/search?q=kopi+susu');
  });

  it('reads the my-coupons tab and pages while the bank has more', () => {
    expect(tabOfSearch(new URLSearchParams('tab=used'))).toBe('used');
    expect(tabOfSearch(new URLSearchParams('tab=x'))).toBe('unused');
    expect(nextPageOf({ page: '1', pageAll: '2' })).toBe(2);
    expect(nextPageOf({ page: '2', pageAll: '2' })).toBeUndefined();
  });
});

describe('coupon categories', () => {
  it('orders the top levels and the children of one', () => {
    expect(topCategories(CATEGORIES).map((c) => c.typeId)).toEqual(['100', '200']);
    expect(subCategories(CATEGORIES, '100').map((c) => c.typeId)).toEqual(['101', '102']);
    expect(subCategories(CATEGORIES, '200')).toEqual([]);
  });

  it('finds the tab of a category', () => {
    expect(topOf(CATEGORIES, '101')).toBe('100');
    expect(topOf(CATEGORIES, '100')).toBe('100');
    expect(topOf(CATEGORIES, '')).toBe('');
    expect(topOf(CATEGORIES, '999')).toBe('');
  });
});

describe('what a coupon lets the customer do', () => {
  it('tells the stages apart', () => {
    expect(stageOf(coupon())).toBe('offer');
    expect(stageOf(coupon({ remainStock: '0' }))).toBe('sold-out');
    expect(stageOf(coupon({ claimed: 'Y', remainStock: '0' }))).toBe('claimed');
    expect(stageOf(mine('1', '90010001'))).toBe('unused');
    expect(stageOf(mine('1', '90010004'))).toBe('used');
    expect(stageOf(mine('1', '90010003'))).toBe('expired');
  });

  it('finds the code of a claimed coupon, an unused one first', () => {
    const held = [mine('1', '90010004'), mine('2', '90010001'), mine('3', '90010001', 'CP2')];
    expect(codeOf(held, 'CP1')).toBe('2');
    expect(codeOf([mine('1', '90010003')], 'CP1')).toBe('1');
    expect(codeOf(held, 'CP9')).toBeUndefined();
  });

  it('reads the try-calc for one code', () => {
    const result: TryCalc = {
      transMoney: '150000',
      bestCardVoucherCode: 'A',
      bestDiscountAmt: '20000',
      list: [
        {
          cardVoucherCode: 'A',
          couponId: 'CP1',
          couponName: '',
          usable: 'Y',
          discountAmt: '20000',
          payAmt: '130000',
          reason: '',
        },
        {
          cardVoucherCode: 'B',
          couponId: 'CP2',
          couponName: '',
          usable: 'N',
          discountAmt: '0',
          payAmt: '150000',
          reason: 'MIN_AMOUNT',
        },
        {
          cardVoucherCode: 'C',
          couponId: 'CP3',
          couponName: '',
          usable: 'N',
          discountAmt: '0',
          payAmt: '150000',
          reason: 'MERCHANT',
        },
      ],
    };
    expect(savingOf(result, 'A')).toEqual({ kind: 'saves', discount: 20000, pay: 130000 });
    expect(savingOf(result, 'B')).toEqual({ kind: 'min-amount' });
    expect(savingOf(result, 'C')).toEqual({ kind: 'merchant' });
    expect(savingOf(result, 'D')).toEqual({ kind: 'not-usable' });
  });
});
