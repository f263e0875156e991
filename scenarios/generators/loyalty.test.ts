import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { catalogue, seedStateOf } from '../index';
import { createBaseState } from '../base-state';
import { COUPON_CATEGORIES, LoyaltyStateSchema, createLoyaltyState } from '../../fake-bank/model/loyalty';

const CLOCK = '2026-11-21T10:00:00+07:00';

function loyalty(seed = 1) {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(seed);
  const { customer } = createBaseState(faker, CLOCK);
  return createLoyaltyState(faker, { clockIso: CLOCK, customer });
}

describe('the loyalty slice', () => {
  it('is valid, plain JSON and the same for the same seed', () => {
    const slice = loyalty();
    expect(LoyaltyStateSchema.parse(JSON.parse(JSON.stringify(slice)))).toEqual(slice);
    expect(loyalty()).toEqual(slice);
  });

  it('has points earned yesterday, a lot expiring tomorrow and one that expired', () => {
    for (const seed of [1, 2, 3]) {
      const slice = loyalty(seed);
      expect(slice.history.some((h) => h.category === '1' && h.time.startsWith('20261120'))).toBe(true);
      expect(slice.lots.some((l) => l.expDate === '20261122')).toBe(true);
      expect(slice.lots.some((l) => l.expDate < '20261121')).toBe(true);
      const points = slice.lots.reduce((sum, l) => sum + Number(l.amount), 0) + Number(slice.frozen);
      expect(Number(slice.accumSum)).toBeGreaterThanOrEqual(points);
    }
  });

  it('offers coupons in level-2 categories, one out of stock, one not yet on offer, one ended', () => {
    const slice = loyalty();
    const subTypes = COUPON_CATEGORIES.filter((c) => c.typeLevel === '2').map((c) => c.typeId);
    for (const coupon of slice.coupons) expect(subTypes).toContain(coupon.typeId);
    expect(slice.coupons.some((c) => c.stock === 0)).toBe(true);
    expect(slice.coupons.some((c) => c.upStartDate > '20261121')).toBe(true);
    expect(slice.coupons.some((c) => c.upEndDate < '20261121')).toBe(true);
  });

  it('holds claimed coupons: unused, used and expired, each coupon once', () => {
    const slice = loyalty();
    const ids = slice.myCoupons.map((c) => c.couponId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(slice.myCoupons.some((c) => c.useTime !== '')).toBe(true);
    expect(slice.myCoupons.some((c) => c.useTime === '' && c.validEndDate < '20261121')).toBe(true);
    expect(slice.myCoupons.some((c) => c.useTime === '' && c.validEndDate >= '20261121')).toBe(true);
    for (const claim of slice.myCoupons) expect(claim.claimTime <= '20261121100000').toBe(true);
  });

  it('is part of every scenario and stays compact', () => {
    for (const scenario of catalogue.values()) {
      expect(JSON.stringify(seedStateOf(scenario).loyalty).length).toBeLessThan(30_000);
    }
  });
});
