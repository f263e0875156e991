import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contracts';
import { DEAL_TYPES, NEWS_CATEGORIES } from '../state/content';
import { toBusinessDate } from '../core/clock';
import { walletTestBank } from './wallet-test-helpers';

const DAY = 86_400_000;
let t: ReturnType<typeof walletTestBank>;
beforeEach(() => {
  t = walletTestBank();
});

const today = () => toBusinessDate(t.now());
const running = () =>
  t
    .state()
    .content.deals.filter((d) => d.aprvState === '1' && d.actBeginDate <= today() && today() <= d.actEndDate);

describe('deals', () => {
  it('home_deals answers the deal types and the featured running deals', () => {
    const data = t.ok(endpoints.dealsHome, {});
    expect(data.types).toEqual(DEAL_TYPES);
    expect(data.confList.length).toBeGreaterThan(0);
    const featured = new Set(
      t
        .state()
        .content.deals.filter((d) => d.featured)
        .map((d) => d.confId),
    );
    for (const deal of data.confList) {
      expect(featured.has(deal.confId)).toBe(true);
      expect(deal.actState).toBe('1');
      expect(deal.salePic.startsWith('data:image/svg+xml,')).toBe(true);
    }
    t.bad(endpoints.dealsHome, []);
  });

  it('list_deals pages the running deals, latest first, the same page the same twice', () => {
    const first = t.ok(endpoints.dealsList, {});
    expect(first).toMatchObject({ nums: '10', page: '1', total: String(running().length) });
    expect(first.pageAll).toBe(String(Math.ceil(running().length / 10)));
    const begins = first.list.map((d) => d.actBeginDate);
    expect([...begins].sort().reverse()).toEqual(begins);
    const page2 = { nums: '5', page: '2' };
    expect(t.ok(endpoints.dealsList, page2)).toEqual(t.ok(endpoints.dealsList, page2));
    const all = t.ok(endpoints.dealsList, { nums: '50' }).list;
    expect(t.ok(endpoints.dealsList, page2).list).toEqual(all.slice(5, 10));
    const ending = t.ok(endpoints.dealsList, { nums: '50', sort: 'ending' }).list.map((d) => d.actEndDate);
    expect([...ending].sort()).toEqual(ending);
    t.bad(endpoints.dealsList, { sort: 'oldest' });
    t.bad(endpoints.dealsList, { dealTypes: 'D01' });
  });

  it('search_deals filters by keyword, type, brand and confId; no match answers an empty list', () => {
    const deal = running()[0]!;
    const brand = t.state().content.brands.find((b) => b.brandMctId === deal.brandMctId)!;
    const search = (extra: object) => t.ok(endpoints.dealsSearch, { nums: '50', page: '1', ...extra });
    expect(search({ keyword: brand.brandMctName.toLowerCase() }).list.map((d) => d.confId)).toContain(
      deal.confId,
    );
    for (const found of search({ dealTypes: [deal.typeId] }).list) expect(found.typeId).toBe(deal.typeId);
    for (const found of search({ brandMctIds: [deal.brandMctId] }).list)
      expect(found.brandMctId).toBe(deal.brandMctId);
    expect(search({ confId: deal.confId }).list.map((d) => d.confId)).toEqual([deal.confId]);
    expect(search({ keyword: 'tidakadaxyz' })).toEqual({
      nums: '50',
      total: '0',
      pageAll: '0',
      page: '1',
      list: [],
    });
    expect(t.log().at(-1)?.trace).toContain('deals-search:no-result');
    t.bad(endpoints.dealsSearch, { keyword: 'kopi' });
    t.bad(endpoints.dealsSearch, { nums: '10', page: '1', keyword: 'x'.repeat(101) });
  });

  it('deals move with the clock: an upcoming deal starts, a deal ending today ends', () => {
    const state = t.state();
    const upcoming = state.content.deals.find((d) => d.actBeginDate > today() && d.aprvState === '1')!;
    const endsToday = state.content.deals.find((d) => d.actEndDate === today())!;
    expect(t.ok(endpoints.dealsDetail, { confId: upcoming.confId }).actState).toBe('0');
    expect(t.ok(endpoints.dealsDetail, { confId: endsToday.confId }).actState).toBe('1');
    t.advance(3 * DAY);
    expect(t.ok(endpoints.dealsDetail, { confId: upcoming.confId }).actState).toBe('1');
    expect(t.ok(endpoints.dealsDetail, { confId: endsToday.confId }).actState).toBe('2');
    const listed = t.ok(endpoints.dealsList, { nums: '50' }).list.map((d) => d.confId);
    expect(listed).toContain(upcoming.confId);
    expect(listed).not.toContain(endsToday.confId);
  });

  it('deals_detail answers one approved deal, and refuses unknown or unapproved ones', () => {
    const deal = running()[0]!;
    const detail = t.ok(endpoints.dealsDetail, { confId: deal.confId });
    expect(detail).toMatchObject({
      confId: deal.confId,
      actName: deal.actName,
      actUrl: `/deals/${deal.confId}`,
    });
    const pending = t.state().content.deals.find((d) => d.aprvState === '0')!;
    t.refused(endpoints.dealsDetail, { confId: pending.confId }, 'CONTENT_DEAL_NOT_FOUND');
    t.refused(endpoints.dealsDetail, { confId: 'CF0' }, 'CONTENT_DEAL_NOT_FOUND');
    t.bad(endpoints.dealsDetail, {});
  });

  it('deals_type and deals_brand answer the types and the brands with running deals', () => {
    expect(t.ok(endpoints.dealsTypes, {}).types).toEqual(DEAL_TYPES);
    const brands = t.ok(endpoints.dealsBrands, {}).brands.map((b) => b.brandMctId);
    expect(new Set(brands)).toEqual(new Set(running().map((d) => d.brandMctId)));
    t.bad(endpoints.dealsTypes, 'x');
    t.bad(endpoints.dealsBrands, 'x');
  });

  it('brand_wall answers tabs, sections, tiles and routes that agree', () => {
    const wall = t.ok(endpoints.brandWall, {});
    const brands = t.state().content.brands;
    expect(wall.titles.map((b) => b.brandMctId)).toEqual(brands.map((b) => b.brandMctId));
    expect(wall.routes.map((r) => r.brandMctId)).toEqual(brands.map((b) => b.brandMctId));
    for (const tile of wall.titles) {
      expect(wall.types.map((x) => x.typeId)).toContain(tile.typeId);
      expect(wall.subtypes.find((s) => s.subtypeId === tile.subtypeId)?.typeId).toBe(tile.typeId);
    }
    t.bad(endpoints.brandWall, 'x');
  });
});

describe('news', () => {
  it('top_news answers the newest headlines and the most read items', () => {
    const data = t.ok(endpoints.newsTop, {});
    expect(data.headlines).toHaveLength(5);
    expect(data.most_popular).toHaveLength(5);
    const dates = data.headlines.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const views = new Map(t.state().content.news.map((n) => [n.newsId, n.views]));
    const popular = data.most_popular.map((n) => views.get(n.newsId)!);
    expect([...popular].sort((a, b) => b - a)).toEqual(popular);
    for (const item of data.headlines) {
      expect(item.images[0]!.startsWith('data:image/svg+xml,')).toBe(true);
      expect(item.url).toBe(`/news/${item.newsId}`);
    }
    t.bad(endpoints.newsTop, 'x');
  });

  it('all_news answers every item, or one category', () => {
    const all = t.ok(endpoints.newsAll, { category: '' });
    expect(all.items).toHaveLength(t.state().content.news.length);
    expect(all.metadata).toEqual({ current_page: '1', total_page: '1' });
    const sport = t.ok(endpoints.newsAll, { category: 'olahraga' });
    expect(sport.items.length).toBeGreaterThan(0);
    for (const item of sport.items) expect(item.namaparent).toBe('Olahraga');
    expect(t.ok(endpoints.newsAll, { category: 'tidak-ada' }).items).toEqual([]);
    t.bad(endpoints.newsAll, {});
  });

  it('search_news finds items by the words of the query, pages them, and answers an empty result', () => {
    const item = t.state().content.news[0]!;
    const word = item.title.split(' ').find((w) => w.length > 4)!;
    const found = t.ok(endpoints.newsSearch, { query: word.toUpperCase(), page: '1', limit: '50' });
    expect(found.items.map((n) => n.newsId)).toContain(item.newsId);
    const paged = t.ok(endpoints.newsSearch, { query: 'a', page: '2', limit: '3' });
    expect(paged.metadata.current_page).toBe('2');
    expect(paged.items.length).toBeLessThanOrEqual(3);
    const bySource = t.ok(endpoints.newsSearch, { query: 'a', source: item.source, page: '1', limit: '50' });
    for (const n of bySource.items) expect(n.source).toBe(item.source);
    const none = t.ok(endpoints.newsSearch, { query: 'zzzqqq tidak', page: '1', limit: '10' });
    expect(none).toEqual({ items: [], metadata: { current_page: '1', total_page: '0' } });
    t.bad(endpoints.newsSearch, { query: '', page: '1', limit: '10' });
    t.bad(endpoints.newsSearch, { query: 'a', page: '0', limit: '10' });
    t.bad(endpoints.newsSearch, { query: 'a'.repeat(101), page: '1', limit: '10' });
  });

  it('news_category answers the categories the items use', () => {
    const { categories } = t.ok(endpoints.newsCategories, {});
    expect(categories).toEqual(NEWS_CATEGORIES);
    t.bad(endpoints.newsCategories, 'x');
  });
});
