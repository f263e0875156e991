import { z } from 'zod/mini';
import type { Faker } from '@faker-js/faker';
import { DateYmdSchema, TextSchema, TimestampSchema } from '../../contracts/entities/primitives';
import type { SliceContext } from './slice-context';
import { addDays, HOUR_MS, isoToMs, toBusinessDate, toTimestamp } from '../../contracts/dates';

/**
 * The content slice: brands, deals and news. The state holds facts only (ids, kinds, numbers, places,
 * dates); the words are written in the caller's language when the bank answers
 * (fake-bank/domain/content/content-texts.ts), so one session reads Indonesian or English.
 */

/** Deal types (deals_type), which are also the tabs of the brand wall. */
export const DEAL_TYPE_IDS = ['D01', 'D02', 'D03', 'D04', 'D05', 'D06'] as const;

/** Sections of each brand wall tab: popular brands, brands new on Allo. */
export const BRAND_SUBTYPE_SUFFIXES = ['P', 'N'] as const;

export const NEWS_CATEGORY_IDS = [
  'ekonomi',
  'keuangan',
  'teknologi',
  'gaya-hidup',
  'olahraga',
  'hiburan',
] as const;
export type NewsCategoryId = (typeof NEWS_CATEGORY_IDS)[number];

/** How many stories each news category can tell (the texts hold exactly this many per category). */
export const NEWS_STORIES_PER_CATEGORY = 3;
/** Goods a story can be about (the texts name them in both languages). */
export const NEWS_GOODS = 10;

/** What a deal offers; the words of each kind are in the texts. */
export const DEAL_OFFERS = ['discount', 'bogo', 'cashback', 'weekend', 'paylater-fee'] as const;

const ColorSchema = z.string().check(z.regex(/^#[0-9a-f]{6}$/));

export const BrandRecordSchema = z.object({
  brandMctId: TextSchema,
  /** A proper name: the same in every language. */
  brandMctName: TextSchema,
  typeId: z.enum(DEAL_TYPE_IDS),
  subtypeId: TextSchema,
  color: ColorSchema,
});

/** A deal; actState follows from its dates and the session clock when it is answered. */
export const DealRecordSchema = z.object({
  confId: TextSchema,
  mctId: TextSchema,
  brandMctId: TextSchema,
  typeId: z.enum(DEAL_TYPE_IDS),
  /** The city of the outlet (a proper name). */
  city: TextSchema,
  offer: z.enum(DEAL_OFFERS),
  /** The discount in percent (discount, paylater-fee kinds use it). */
  percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** Cashback in whole rupiah, and the minimum spend of the deal. */
  cashback: z.number().check(z.int(), z.gte(0)),
  minSpend: z.number().check(z.int(), z.gte(0)),
  actBeginDate: DateYmdSchema,
  actEndDate: DateYmdSchema,
  /** 1 approved; 0 waiting for approval (never shown). */
  aprvState: z.enum(['0', '1']),
  /** Configured for the home page's hot deals. */
  featured: z.boolean(),
  color: ColorSchema,
});
export type DealRecord = z.infer<typeof DealRecordSchema>;

export const NewsRecordSchema = z.object({
  newsId: TextSchema,
  /** The publisher (a proper name). */
  source: TextSchema,
  category: z.enum(NEWS_CATEGORY_IDS),
  /** Which story of the category, and what fills it in. */
  story: z.number().check(z.int(), z.gte(0), z.lte(NEWS_STORIES_PER_CATEGORY - 1)),
  city: TextSchema,
  person: TextSchema,
  goods: z.number().check(z.int(), z.gte(0), z.lte(NEWS_GOODS - 1)),
  n: z.number().check(z.int(), z.gte(1), z.lte(100)),
  date: TimestampSchema,
  views: z.number().check(z.int(), z.gte(0)),
  images: z.number().check(z.int(), z.gte(1), z.lte(3)),
  color: ColorSchema,
});
export type NewsRecord = z.infer<typeof NewsRecordSchema>;

/** A few dozen of each, dated relative to the session start. */
export const ContentStateSchema = z.object({
  brands: z.array(BrandRecordSchema).check(z.maxLength(100)),
  deals: z.array(DealRecordSchema).check(z.maxLength(200)),
  news: z.array(NewsRecordSchema).check(z.maxLength(200)),
});
export type ContentState = z.infer<typeof ContentStateSchema>;
export type BrandRecord = ContentState['brands'][number];

const BRAND_STEMS: Record<(typeof DEAL_TYPE_IDS)[number], string[]> = {
  D01: ['Kopi', 'Bakmi', 'Roti', 'Sate', 'Martabak'],
  D02: ['Mart', 'Batik', 'Sepatu'],
  D03: ['Salon', 'Skincare', 'Spa'],
  D04: ['Gadget', 'Elektronik', 'Komputer'],
  D05: ['Travel', 'Hotel', 'Tiket'],
  D06: ['Bioskop', 'Karaoke', 'Taman Bermain'],
};

const NEWS_SOURCES = ['Warta Nusantara', 'Kabar Kota', 'Suara Pasar', 'Info Finansial', 'Berita Kita'];

function makeBrands(faker: Faker): BrandRecord[] {
  return Array.from({ length: 12 }, (_, i) => {
    const typeId = DEAL_TYPE_IDS[i % DEAL_TYPE_IDS.length]!;
    const suffix = BRAND_SUBTYPE_SUFFIXES[i < DEAL_TYPE_IDS.length ? 0 : 1];
    return {
      brandMctId: 'BR' + faker.string.numeric(6),
      brandMctName: `${faker.helpers.arrayElement(BRAND_STEMS[typeId])} ${faker.person.lastName()}`,
      typeId,
      subtypeId: `${typeId}-${suffix}`,
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

function makeDeals(faker: Faker, brands: BrandRecord[], today: string): DealRecord[] {
  // The draws keep the order of the first version of this slice, so the seeds of every scenario (which
  // draw after it) stay as they were.
  return Array.from({ length: 24 }, (_, i) => {
    const brand = brands[i % brands.length]!;
    const city = faker.location.city();
    // Up to 70% off (spec section 9's promotions).
    const percent = faker.number.int({ min: 2, max: 7 }) * 10;
    const cashback = faker.number.int({ min: 1, max: 10 }) * 5000;
    const offer = faker.helpers.arrayElement(DEAL_OFFERS);
    // 0 to 2: ended; 3: starts in 2 days; 4: ends today; others running, ending within 3 to 45 days.
    const begin =
      i <= 2
        ? addDays(today, -faker.number.int({ min: 20, max: 60 }))
        : i === 3
          ? addDays(today, 2)
          : addDays(today, -faker.number.int({ min: 0, max: 30 }));
    const end =
      i <= 2
        ? addDays(today, -faker.number.int({ min: 1, max: 10 }))
        : i === 4
          ? today
          : addDays(i === 3 ? begin : today, faker.number.int({ min: 3, max: 45 }));
    return {
      confId: 'CF' + faker.string.numeric(8),
      mctId: 'MCT' + faker.string.numeric(8),
      brandMctId: brand.brandMctId,
      typeId: brand.typeId,
      city,
      offer,
      percent: offer === 'paylater-fee' ? 0 : percent,
      cashback,
      minSpend: cashback * 4,
      actBeginDate: begin,
      actEndDate: end,
      aprvState: i === 23 ? '0' : '1',
      featured: i % 3 === 0,
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

function makeNews(faker: Faker, now: number): NewsRecord[] {
  return Array.from({ length: 24 }, (_, i) => {
    const category = NEWS_CATEGORY_IDS[i % NEWS_CATEGORY_IDS.length]!;
    const story = faker.number.int({ min: 0, max: NEWS_STORIES_PER_CATEGORY - 1 });
    const city = faker.location.city();
    const goods = faker.number.int({ min: 0, max: NEWS_GOODS - 1 });
    const person = faker.person.fullName();
    const n = faker.number.int({ min: 3, max: 40 });
    return {
      newsId: 'NW' + faker.string.numeric(8),
      source: faker.helpers.arrayElement(NEWS_SOURCES),
      category,
      story,
      city,
      person,
      goods,
      n,
      // The first two are from the last hours; the rest from the last 30 days.
      date: toTimestamp(
        now - (i < 2 ? (i + 1) * HOUR_MS : faker.number.int({ min: 1, max: 30 * 24 }) * HOUR_MS),
      ),
      views: faker.number.int({ min: 100, max: 50_000 }),
      images: faker.number.int({ min: 1, max: 2 }),
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

export function createContentState(faker: Faker, context: SliceContext): ContentState {
  const now = isoToMs(context.clockIso);
  const brands = makeBrands(faker);
  return {
    brands,
    deals: makeDeals(faker, brands, toBusinessDate(now)),
    news: makeNews(faker, now),
  };
}
