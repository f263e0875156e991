import { z } from 'zod/mini';
import type { Faker } from '@faker-js/faker';
import { CouponCategorySchema } from '../../contracts/entities/coupons';
import { LegalRightTypeSchema, PointsCategorySchema } from '../../contracts/entities/points';
import { DateYmdSchema, TextSchema, TimestampSchema, enumWithout } from '../../contracts/entities/primitives';
import type { SliceContext } from './slice-context';
import {
  addDays,
  addYears,
  DAY_MS,
  firstOfMonth,
  HOUR_MS,
  isoToMs,
  MINUTE_MS,
  toBusinessDate,
  toTimestamp,
  wibMs,
} from '../../contracts/dates';

const DigitsSchema = z.string().check(z.regex(/^\d{1,15}$/));

/** Coupon categories (card_type), two levels: id, Indonesian name, English name, parent. */
const CATEGORY_ROWS = [
  ['100', 'Makanan & Minuman', 'Food & Drink', ''],
  ['101', 'Kopi & Teh', 'Coffee & Tea', '100'],
  ['102', 'Restoran', 'Restaurants', '100'],
  ['200', 'Belanja', 'Shopping', ''],
  ['201', 'Supermarket', 'Supermarkets', '200'],
  ['202', 'Fashion', 'Fashion', '200'],
  ['300', 'Gaya Hidup', 'Lifestyle', ''],
  ['301', 'Kecantikan', 'Beauty', '300'],
  ['302', 'Hiburan', 'Entertainment', '300'],
  ['400', 'Perjalanan', 'Travel', ''],
  ['401', 'Transportasi', 'Transport', '400'],
  ['402', 'Hotel', 'Hotels', '400'],
] as const;

export type CouponCategory = z.infer<typeof CouponCategorySchema>;

/** The categories in a language (the bank answers card_type in the caller's language). */
export function couponCategories(lang: 'id' | 'en'): CouponCategory[] {
  return CATEGORY_ROWS.map(([typeId, id, en, typeParentId], i) => ({
    typeId,
    typeName: lang === 'en' ? en : id,
    typeLevel: typeParentId ? '2' : '1',
    typeParentId,
    typeOdrnum: String(i + 1),
  }));
}

/** The categories in Indonesian, the bank's default language. */
export const COUPON_CATEGORIES: CouponCategory[] = couponCategories('id');

/**
 * A coupon on offer in the coupon centre. It holds no text: names, titles, outlets and terms are written
 * from these facts in the caller's language when the bank answers (fake-bank/domain/loyalty/loyalty-texts.ts).
 */
export const CouponRecordSchema = z.object({
  couponId: TextSchema,
  /** A level-2 category of COUPON_CATEGORIES; it also says what kind of merchant `brand` is. */
  typeId: TextSchema,
  discountType: z.enum(['AMOUNT', 'RATE']),
  faceValue: DigitsSchema,
  useLowerAmt: DigitsSchema,
  maxDiscountAmt: DigitsSchema,
  /** 1: valid from validStartDate to validEndDate; 2: validDays from the claim. */
  validType: z.enum(['1', '2']),
  validStartDate: DateYmdSchema,
  validEndDate: DateYmdSchema,
  validDays: z.number().check(z.int(), z.gte(0), z.lte(365)),
  /** On offer (claimable) from upStartDate to upEndDate inclusive. */
  upStartDate: DateYmdSchema,
  upEndDate: DateYmdSchema,
  writeoffType: z.enum(['1', '2', '3']),
  /** Empty: any merchant (then brand and city are empty too). */
  mctId: TextSchema,
  /** The merchant's own name ('Saragih'), written with its kind per language: 'Kedai Kopi Saragih'. */
  brand: TextSchema,
  city: TextSchema,
  couponSource: z.enum(['CAMPAIGN', 'MEMBERSHIP']),
  marketPosit: z.enum(['', 'HOME', 'BANNER', 'CHECKOUT']),
  stock: z.number().check(z.int(), z.gte(0)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
});
export type CouponRecord = z.infer<typeof CouponRecordSchema>;

/** A coupon the customer claimed. Used once useTime is set; expired once validEndDate has passed. */
export const ClaimedCouponSchema = z.object({
  cardVoucherCode: z.string().check(z.regex(/^\d{16}$/)),
  couponId: TextSchema,
  claimTime: TimestampSchema,
  validStartDate: DateYmdSchema,
  validEndDate: DateYmdSchema,
  useTime: z.union([TimestampSchema, z.literal('')]),
});
export type ClaimedCoupon = z.infer<typeof ClaimedCouponSchema>;

/** Unspent points earned on one day: valid while the business date is before expDate (5 years on). */
export const PointsLotSchema = z.object({ expDate: DateYmdSchema, amount: DigitsSchema });

export const PointsHistoryRecordSchema = z.object({
  scoreId: TextSchema,
  category: enumWithout(PointsCategorySchema, ['0', '5']),
  legalRightType: LegalRightTypeSchema,
  /** Signed whole points. */
  amount: z.string().check(z.regex(/^-?\d{1,15}$/)),
  time: TimestampSchema,
  remark: TextSchema,
});
export type PointsHistoryRecord = z.infer<typeof PointsHistoryRecordSchema>;

/**
 * The loyalty slice: points (the one set of points of the bank) as lots that
 * expire, the frozen points, the accumulated points that set the membership level, the points history,
 * the coupon centre and the customer's coupons. Expiry is read from the lots against the clock, never
 * written: an expired lot simply stops counting and shows as an expiry in the history.
 */
export const LoyaltyStateSchema = z.object({
  lots: z.array(PointsLotSchema),
  frozen: DigitsSchema,
  accumSum: DigitsSchema,
  history: z.array(PointsHistoryRecordSchema),
  coupons: z.array(CouponRecordSchema).check(z.maxLength(200)),
  myCoupons: z.array(ClaimedCouponSchema),
  seq: z.number().check(z.int(), z.gte(0)),
});
export type LoyaltyState = z.infer<typeof LoyaltyStateSchema>;

function makeCoupons(faker: Faker, today: string): CouponRecord[] {
  const subTypes = COUPON_CATEGORIES.filter((c) => c.typeLevel === '2');
  return Array.from({ length: 16 }, (_, i) => {
    const type = subTypes[i % subTypes.length]!;
    const anyMerchant = i % 5 === 4;
    // The draws keep their order (the content slice is drawn after this one from the same faker).
    const brand = anyMerchant ? '' : faker.person.lastName();
    // 0: ended long ago (for an expired claim), 1: out of stock, 2: on offer in 3 days; others running.
    const upStartDate =
      i === 0 ? addDays(today, -90) : i === 2 ? addDays(today, 3) : addDays(today, -faker.number.int(30));
    const upEndDate =
      i === 0 ? addDays(today, -60) : addDays(upStartDate, faker.number.int({ min: 10, max: 60 }));
    const validType = i === 0 || i % 3 !== 0 ? '1' : '2';
    const isAmount = faker.datatype.boolean();
    const faceValue = isAmount
      ? faker.number.int({ min: 1, max: 10 }) * 5000
      : faker.number.int({ min: 1, max: 6 }) * 5;
    const maxDiscountAmt = isAmount ? 0 : faker.number.int({ min: 2, max: 10 }) * 10_000;
    const useLowerAmt = isAmount
      ? faceValue * faker.number.int({ min: 2, max: 5 })
      : faker.number.int(5) * 10_000;
    const couponId = 'CP' + faker.string.numeric(8);
    const validEndDate = addDays(upEndDate, i === 0 ? 30 : faker.number.int({ min: 7, max: 30 }));
    const validDays = validType === '2' ? faker.helpers.arrayElement([7, 14, 30]) : 0;
    const writeoffType = anyMerchant ? '3' : faker.helpers.arrayElement(['1', '2'] as const);
    const mctId = anyMerchant ? '' : 'MCT' + faker.string.numeric(8);
    const city = anyMerchant ? '' : faker.location.city();
    return {
      couponId,
      typeId: type.typeId,
      discountType: isAmount ? 'AMOUNT' : 'RATE',
      faceValue: String(faceValue),
      useLowerAmt: String(useLowerAmt),
      maxDiscountAmt: String(maxDiscountAmt),
      validType,
      validStartDate: upStartDate,
      validEndDate,
      validDays,
      upStartDate,
      upEndDate,
      writeoffType,
      mctId,
      brand,
      city,
      couponSource: i % 4 === 3 ? 'MEMBERSHIP' : 'CAMPAIGN',
      marketPosit: (['HOME', 'BANNER', 'CHECKOUT', '', ''] as const)[i % 5]!,
      stock: i === 1 ? 0 : faker.number.int({ min: 20, max: 500 }),
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

function claim(coupon: CouponRecord, code: string, claimMs: number, useMs?: number): ClaimedCoupon {
  const claimDate = toBusinessDate(claimMs);
  return {
    cardVoucherCode: code,
    couponId: coupon.couponId,
    claimTime: toTimestamp(claimMs),
    validStartDate: coupon.validType === '1' ? coupon.validStartDate : claimDate,
    validEndDate: coupon.validType === '1' ? coupon.validEndDate : addDays(claimDate, coupon.validDays),
    useTime: useMs ? toTimestamp(useMs) : '',
  };
}

function makeHistory(faker: Faker, now: number): PointsHistoryRecord[] {
  const id = () => 'PT' + faker.string.numeric(12);
  const entry = (
    category: PointsHistoryRecord['category'],
    amount: number,
    ms: number,
    remark: string,
  ): PointsHistoryRecord => ({
    scoreId: id(),
    category,
    legalRightType:
      category === '3'
        ? 'MEMBERSHIP'
        : category === '2'
          ? 'CAMPAIGN'
          : faker.helpers.arrayElement(['ALLO_PAY', 'PAY_LATER'] as const),
    amount: String(amount),
    time: toTimestamp(ms),
    remark,
  });
  const shop = () =>
    `Belanja di ${faker.helpers.arrayElement(['Toko', 'Warung', 'Kedai Kopi', 'Apotek'])} ${faker.person.lastName()}`;
  const history: PointsHistoryRecord[] = [];
  for (let i = 0; i < 24; i++) {
    const ms = faker.number.int({ min: now - 365 * DAY_MS, max: now - 2 * DAY_MS });
    const kind = faker.helpers.weightedArrayElement([
      { weight: 6, value: '1' as const },
      { weight: 1, value: '2' as const },
      { weight: 3, value: '4' as const },
      { weight: 1, value: '6' as const },
    ]);
    if (kind === '1') history.push(entry('1', faker.number.int({ min: 5, max: 300 }) * 100, ms, shop()));
    if (kind === '2')
      history.push(entry('2', faker.number.int({ min: 1, max: 10 }) * 5000, ms, 'Bonus promo Allo Pay'));
    if (kind === '4')
      history.push(entry('4', -faker.number.int({ min: 1, max: 20 }) * 1000, ms, `Pembayaran: ${shop()}`));
    if (kind === '6')
      history.push(entry('6', faker.number.int({ min: 1, max: 5 }) * 1000, ms, 'Pengembalian poin'));
  }
  // Membership rewards on the first of the last three months; points earned yesterday and today.
  for (let back = 0; back < 3; back++) {
    const ms = wibMs(firstOfMonth(toBusinessDate(now), back), 9);
    if (ms < now) history.push(entry('3', 10_000, ms, 'Hadiah bulanan member'));
  }
  history.push(entry('1', faker.number.int({ min: 10, max: 200 }) * 100, now - DAY_MS - 3 * HOUR_MS, shop()));
  history.push(entry('1', faker.number.int({ min: 10, max: 200 }) * 100, now - DAY_MS + MINUTE_MS, shop()));
  history.push(entry('1', faker.number.int({ min: 10, max: 200 }) * 100, now - 2 * HOUR_MS, shop()));
  return history;
}

type OlderLot = { readonly expDate: string; readonly amount: string };

/**
 * The earnings of the older lots (`expired`, `tomorrow`, `rest`), dated five years before they expire, so the
 * history adds up to the balance. Spends take the oldest-expiring valid lot first: the spends of the last
 * 12 months until 20 days ago came out of the lot that has expired since, the later ones and the hold out of
 * the lot that expires tomorrow; each of those earned what it still holds plus what was taken from it.
 */
function olderEarnings(
  [expired, tomorrow, rest]: readonly [OlderLot, OlderLot, OlderLot],
  history: readonly PointsHistoryRecord[],
  frozen: number,
): PointsHistoryRecord[] {
  const lapsedAt = wibMs(expired.expDate);
  const taken = (before: boolean) =>
    history
      .filter((h) => h.category === '4' && wibMs(h.time.slice(0, 8)) < lapsedAt === before)
      .reduce((sum, h) => sum - Number(h.amount), 0);
  const earning = (lot: { expDate: string }, amount: number): PointsHistoryRecord => ({
    scoreId: `PTOLD${lot.expDate}`,
    category: '1',
    legalRightType: 'ALLO_PAY',
    amount: String(amount),
    time: `${addYears(lot.expDate, -5)}090000`,
    remark: 'Poin transaksi Allo Pay',
  });
  return [
    earning(expired, Number(expired.amount) + taken(true)),
    earning(tomorrow, Number(tomorrow.amount) + taken(false) + frozen),
    ...(Number(rest.amount) > 0 ? [earning(rest, Number(rest.amount))] : []),
  ];
}

export function createLoyaltyState(faker: Faker, context: SliceContext): LoyaltyState {
  const now = isoToMs(context.clockIso);
  const today = toBusinessDate(now);

  const history = makeHistory(faker, now);
  const frozen = faker.datatype.boolean() ? faker.number.int({ min: 2, max: 20 }) * 1000 : 0;
  if (frozen) {
    history.push({
      scoreId: 'PT' + faker.string.numeric(12),
      category: '7',
      legalRightType: 'ALLO_PAY',
      amount: String(-frozen),
      time: toTimestamp(now - 3 * HOUR_MS),
      remark: 'Poin ditahan untuk pesanan yang sedang diproses',
    });
  }

  // Every earning of the last 12 months is still an unspent lot; older points sit in three older lots:
  // one expired 20 days ago, one that expires tomorrow, and the rest. The history records them too (below),
  // so that it adds up to the balance.
  const earned = history.filter((h) => ['1', '2', '3', '6'].includes(h.category));
  const recentLots = earned.map((h) => ({ expDate: addYears(h.time.slice(0, 8), 5), amount: h.amount }));
  const recentSum = earned.reduce((sum, h) => sum + Number(h.amount), 0);
  const level = faker.helpers.weightedArrayElement([
    { weight: 5, value: [100_000, 1_900_000] as const },
    { weight: 3, value: [2_000_000, 4_900_000] as const },
    { weight: 2, value: [5_000_000, 8_000_000] as const },
  ]);
  const accumSum = faker.number.int({ min: level[0], max: level[1] });
  const olderTarget = Math.max(
    0,
    Math.round(accumSum * faker.number.float({ min: 0.1, max: 0.5 })) - recentSum,
  );
  const older = [
    { expDate: addDays(today, -20), amount: String(faker.number.int({ min: 2, max: 10 }) * 1000) },
    { expDate: addDays(today, 1), amount: String(faker.number.int({ min: 1, max: 25 }) * 1000) },
    { expDate: addDays(today, faker.number.int({ min: 200, max: 1000 })), amount: String(olderTarget) },
  ] as const;
  history.push(...olderEarnings(older, history, frozen));
  const lots = [...older, ...recentLots].filter((lot) => lot.amount !== '0');

  const coupons = makeCoupons(faker, today);
  const code = () => faker.string.numeric({ length: 16, allowLeadingZeros: false });
  // Claimed an hour after the coupon went on offer (and at least two hours ago): coupon 0 has expired since,
  // coupon 3 was used an hour after the claim, the others are unused.
  const claimMs = (c: CouponRecord) => Math.min(wibMs(c.upStartDate, 1), now - 2 * HOUR_MS);
  const myCoupons = [0, 3, 4, 5, 6].map((i) => {
    const coupon = coupons[i]!;
    return claim(coupon, code(), claimMs(coupon), i === 3 ? claimMs(coupon) + HOUR_MS : undefined);
  });

  return {
    lots,
    frozen: String(frozen),
    // Accumulated points are at least every point still held.
    accumSum: String(
      Math.max(
        accumSum,
        lots.reduce((sum, l) => sum + Number(l.amount), frozen),
      ),
    ),
    history,
    coupons,
    myCoupons,
    seq: 0,
  };
}

/** The points of the lots still valid on `today` (YYYYMMDD): what the customer can spend. */
export function validPoints(loyalty: LoyaltyState, today: string): number {
  return loyalty.lots.filter((l) => l.expDate > today).reduce((sum, l) => sum + Number(l.amount), 0);
}

/** Takes points from the lots valid on `today`, oldest-expiring first (a spend or a hold). */
function takeFromLots(loyalty: LoyaltyState, amount: number, today: string): void {
  let left = amount;
  const valid = loyalty.lots
    .filter((l) => l.expDate > today)
    .sort((a, b) => a.expDate.localeCompare(b.expDate) || Number(a.amount) - Number(b.amount));
  for (const lot of valid) {
    const take = Math.min(left, Number(lot.amount));
    lot.amount = String(Number(lot.amount) - take);
    left -= take;
  }
  loyalty.lots = loyalty.lots.filter((l) => l.amount !== '0');
}

/**
 * Points spent at `ms` (category 4): taken from the lots valid that day, oldest-expiring first, and written
 * in the history, so the history keeps adding up to the balance. The caller checked there are enough.
 */
export function recordSpend(loyalty: LoyaltyState, amount: number, ms: number, remark: string): void {
  const today = toBusinessDate(ms);
  takeFromLots(loyalty, amount, today);
  loyalty.seq += 1;
  loyalty.history.push({
    scoreId: `PT${today}${String(loyalty.seq).padStart(4, '0')}`,
    category: '4',
    legalRightType: 'ALLO_PAY',
    amount: String(-amount),
    time: toTimestamp(ms),
    remark: remark.slice(0, 256),
  });
}
