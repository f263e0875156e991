import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { catalogue, seedStateOf } from '../index';
import { createBaseState } from '../base-state';
import {
  ContentStateSchema,
  DEAL_TYPE_IDS,
  NEWS_CATEGORY_IDS,
  createContentState,
} from '../../fake-bank/model/content';

const CLOCK = '2026-11-21T10:00:00+07:00';

function content(seed = 1) {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(seed);
  const { customer } = createBaseState(faker, CLOCK);
  return createContentState(faker, { clockIso: CLOCK, customer });
}

describe('the content slice', () => {
  it('is valid, plain JSON and the same for the same seed', () => {
    const slice = content();
    expect(ContentStateSchema.parse(JSON.parse(JSON.stringify(slice)))).toEqual(slice);
    expect(content()).toEqual(slice);
  });

  it('dates deals around the session start: ended, running, ending today and upcoming', () => {
    const { deals, brands } = content();
    const today = '20261121';
    expect(deals.some((d) => d.actEndDate < today)).toBe(true);
    expect(deals.some((d) => d.actBeginDate > today)).toBe(true);
    expect(deals.some((d) => d.actEndDate === today)).toBe(true);
    expect(deals.filter((d) => d.actBeginDate <= today && d.actEndDate >= today).length).toBeGreaterThan(10);
    for (const deal of deals) {
      expect(deal.actBeginDate <= deal.actEndDate).toBe(true);
      expect(brands.map((b) => b.brandMctId)).toContain(deal.brandMctId);
      expect(DEAL_TYPE_IDS).toContain(deal.typeId);
    }
  });

  it('holds news of every category, published before the session start', () => {
    const { news } = content();
    expect(new Set(news.map((n) => n.category))).toEqual(new Set(NEWS_CATEGORY_IDS));
    for (const item of news) expect(item.date <= '20261121100000').toBe(true);
  });

  it('keeps no external image hosts and stays compact', () => {
    for (const scenario of catalogue.values()) {
      const json = JSON.stringify(seedStateOf(scenario).content);
      expect(json).not.toMatch(/https?:\/\//);
      expect(json.length).toBeLessThan(30_000);
    }
  });
});
