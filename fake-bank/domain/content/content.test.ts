import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { TERMS_DOCS } from '../../../contracts/entities/help';
import { DEAL_TYPE_IDS, NEWS_CATEGORY_IDS, NEWS_GOODS, NEWS_STORIES_PER_CATEGORY } from '../../model/content';
import { toBusinessDate } from '../../kernel/clock';
import { DAY_MS } from '../../../contracts/dates';
import { faqList } from './content-faq';
import { dealTypes, newsCategories, newsTexts } from './content-texts';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session();
});

const today = () => toBusinessDate(s.now());
const running = () =>
  s
    .state()
    .content.deals.filter((d) => d.aprvState === '1' && d.actBeginDate <= today() && today() <= d.actEndDate);

describe('deals', () => {
  it('home_deals answers the deal types and the featured running deals', () => {
    const data = s.ok('dealsHome', {});
    expect(data.types).toEqual(dealTypes('id'));
    expect(data.confList.length).toBeGreaterThan(0);
    const featured = new Set(
      s
        .state()
        .content.deals.filter((d) => d.featured)
        .map((d) => d.confId),
    );
    for (const deal of data.confList) {
      expect(featured.has(deal.confId)).toBe(true);
      expect(deal.actState).toBe('1');
      expect(deal.salePic.startsWith('data:image/svg+xml,')).toBe(true);
    }
    s.refused('dealsHome', [], 'BAD_REQUEST');
  });

  it('list_deals pages the running deals, latest first, the same page the same twice', () => {
    const first = s.ok('dealsList', {});
    expect(first).toMatchObject({ nums: '10', page: '1', total: String(running().length) });
    expect(first.pageAll).toBe(String(Math.ceil(running().length / 10)));
    const begins = first.list.map((d) => d.actBeginDate);
    expect([...begins].sort().reverse()).toEqual(begins);
    const page2 = { nums: '5', page: '2' };
    expect(s.ok('dealsList', page2)).toEqual(s.ok('dealsList', page2));
    const all = s.ok('dealsList', { nums: '50' }).list;
    expect(s.ok('dealsList', page2).list).toEqual(all.slice(5, 10));
    const ending = s.ok('dealsList', { nums: '50', sort: 'ending' }).list.map((d) => d.actEndDate);
    expect([...ending].sort()).toEqual(ending);
    s.refused('dealsList', { sort: 'oldest' }, 'BAD_REQUEST');
    s.refused('dealsList', { dealTypes: 'D01' }, 'BAD_REQUEST');
  });

  it('search_deals filters by the words of the keyword, type, brand and confId; no match answers an empty list', () => {
    const deal = running()[0]!;
    const brand = s.state().content.brands.find((b) => b.brandMctId === deal.brandMctId)!;
    const search = (extra: object) => s.ok('dealsSearch', { nums: '50', page: '1', ...extra });
    expect(search({ keyword: brand.brandMctName.toLowerCase() }).list.map((d) => d.confId)).toContain(
      deal.confId,
    );
    // Words in any order, any case, spaces around trimmed.
    const [stem, last] = brand.brandMctName.split(' ');
    expect(search({ keyword: `  ${last!.toUpperCase()} ${stem}  ` }).list.map((d) => d.confId)).toContain(
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
    expect(s.log().at(-1)?.trace).toContain('deals-search:no-result');
  });

  it('search_deals refuses a keyword the search form refuses, with the form’s own message', () => {
    for (const keyword of ['   ', 'x'.repeat(101)]) {
      const refused = s.refused('dealsSearch', { nums: '10', page: '1', keyword }, 'BAD_REQUEST').envelope;
      expect(refused.ret_msg).toBe('Tulis 1 sampai 100 karakter untuk mencari.');
    }
    s.refused('dealsSearch', { keyword: 'kopi' }, 'BAD_REQUEST');
  });

  it('answers deals in the caller’s language: names, descriptions and types', () => {
    const deal = running()[0]!;
    const id = s.ok('dealsDetail', { confId: deal.confId }, 'id');
    const en = s.ok('dealsDetail', { confId: deal.confId }, 'en');
    expect(en.confId).toBe(id.confId);
    expect(en.brandMctName).toBe(id.brandMctName);
    expect(en.actName).not.toBe(id.actName);
    expect(id.saleDesc).toMatch(/Berlaku di .* Minimal transaksi Rp[\d.]+\./);
    expect(en.saleDesc).toMatch(/Valid at .* Minimum spend Rp\d{1,3}(,\d{3})*\./);
    expect(s.ok('dealsTypes', {}, 'en').types.map((x) => x.typeName)).toContain('Food & Drink');
    expect(s.ok('dealsTypes', {}, 'id').types.map((x) => x.typeName)).toContain('Makanan & Minuman');
    // A search finds words of its own language.
    const word = en.actName.includes('off') ? 'off' : en.actName.split(' ')[0]!;
    expect(s.ok('dealsSearch', { nums: '50', page: '1', keyword: word }, 'en').list.length).toBeGreaterThan(
      0,
    );
  });

  it('deals move with the clock: an upcoming deal starts, a deal ending today ends', () => {
    const state = s.state();
    const upcoming = state.content.deals.find((d) => d.actBeginDate > today() && d.aprvState === '1')!;
    const endsToday = state.content.deals.find((d) => d.actEndDate === today())!;
    expect(s.ok('dealsDetail', { confId: upcoming.confId }).actState).toBe('0');
    expect(s.ok('dealsDetail', { confId: endsToday.confId }).actState).toBe('1');
    s.elapse(3 * DAY_MS);
    expect(s.ok('dealsDetail', { confId: upcoming.confId }).actState).toBe('1');
    expect(s.ok('dealsDetail', { confId: endsToday.confId }).actState).toBe('2');
    const listed = s.ok('dealsList', { nums: '50' }).list.map((d) => d.confId);
    expect(listed).toContain(upcoming.confId);
    expect(listed).not.toContain(endsToday.confId);
  });

  it('deals_detail answers one approved deal with its app route, and refuses unknown or unapproved ones', () => {
    const deal = running()[0]!;
    const detail = s.ok('dealsDetail', { confId: deal.confId });
    expect(detail).toMatchObject({ confId: deal.confId, actUrl: `/deals/detail?id=${deal.confId}` });
    const pending = s.state().content.deals.find((d) => d.aprvState === '0')!;
    s.refused('dealsDetail', { confId: pending.confId }, 'CONTENT_DEAL_NOT_FOUND');
    s.refused('dealsDetail', { confId: 'CF0' }, 'CONTENT_DEAL_NOT_FOUND');
    s.refused('dealsDetail', { confId: 'CF0' }, 'CONTENT_DEAL_NOT_FOUND', 'en');
    s.refused('dealsDetail', {}, 'BAD_REQUEST');
  });

  it('deals_type and deals_brand answer the types and the brands with running deals', () => {
    expect(s.ok('dealsTypes', {}).types.map((x) => x.typeId)).toEqual([...DEAL_TYPE_IDS]);
    const brands = s.ok('dealsBrands', {}).brands.map((b) => b.brandMctId);
    expect(new Set(brands)).toEqual(new Set(running().map((d) => d.brandMctId)));
    s.refused('dealsTypes', 'x', 'BAD_REQUEST');
    s.refused('dealsBrands', 'x', 'BAD_REQUEST');
  });

  it('brand_wall answers tabs, sections, tiles and routes that agree, in the caller’s language', () => {
    const wall = s.ok('brandWall', {});
    const brands = s.state().content.brands;
    expect(wall.titles.map((b) => b.brandMctId)).toEqual(brands.map((b) => b.brandMctId));
    expect(wall.routes.map((r) => r.brandMctId)).toEqual(brands.map((b) => b.brandMctId));
    for (const tile of wall.titles) {
      expect(wall.types.map((x) => x.typeId)).toContain(tile.typeId);
      expect(wall.subtypes.find((s) => s.subtypeId === tile.subtypeId)?.typeId).toBe(tile.typeId);
    }
    for (const route of wall.routes) expect(route.route).toBe(`/deals?brandMctIds=${route.brandMctId}`);
    expect(wall.subtypes.map((s) => s.subtypeName)).toContain('Populer');
    expect(s.ok('brandWall', {}, 'en').subtypes.map((s) => s.subtypeName)).toContain('Popular');
    s.refused('brandWall', 'x', 'BAD_REQUEST');
  });
});

describe('news', () => {
  it('top_news answers the newest headlines and the most read items', () => {
    const data = s.ok('newsTop', {});
    expect(data.headlines).toHaveLength(5);
    expect(data.most_popular).toHaveLength(5);
    const dates = data.headlines.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const views = new Map(s.state().content.news.map((n) => [n.newsId, n.views]));
    const popular = data.most_popular.map((n) => views.get(n.newsId!)!);
    expect([...popular].sort((a, b) => b - a)).toEqual(popular);
    for (const item of data.headlines) {
      expect(item.images[0]!.startsWith('data:image/svg+xml,')).toBe(true);
      expect(item.url).toBe(`/news/${item.newsId}`);
      expect(item.title).not.toMatch(/\{\w+\}/);
      expect(item.summary).not.toMatch(/\{\w+\}/);
    }
    s.refused('newsTop', 'x', 'BAD_REQUEST');
  });

  it('all_news answers every item, or one category', () => {
    const all = s.ok('newsAll', { category: '' });
    expect(all.items).toHaveLength(s.state().content.news.length);
    expect(all.metadata).toEqual({ current_page: '1', total_page: '1' });
    const sport = s.ok('newsAll', { category: 'olahraga' });
    expect(sport.items.length).toBeGreaterThan(0);
    for (const item of sport.items) expect(item.namaparent).toBe('Olahraga');
    for (const item of s.ok('newsAll', { category: 'olahraga' }, 'en').items)
      expect(item.namaparent).toBe('Sports');
    expect(s.ok('newsAll', { category: 'tidak-ada' }).items).toEqual([]);
    s.refused('newsAll', {}, 'BAD_REQUEST');
  });

  it('search_news finds items by the words of the query, pages them, and answers an empty result', () => {
    const record = s.state().content.news[0]!;
    const title = newsTexts(record, 'id').title;
    const word = title.split(' ').find((w) => w.length > 4)!;
    const found = s.ok('newsSearch', { query: word.toUpperCase(), page: '1', limit: '50' });
    expect(found.items.map((n) => n.newsId)).toContain(record.newsId);
    const paged = s.ok('newsSearch', { query: 'a', page: '2', limit: '3' });
    expect(paged.metadata.current_page).toBe('2');
    expect(paged.items.length).toBeLessThanOrEqual(3);
    const bySource = s.ok('newsSearch', {
      query: 'a',
      source: record.source,
      page: '1',
      limit: '50',
    });
    for (const n of bySource.items) expect(n.source).toBe(record.source);
    const none = s.ok('newsSearch', { query: 'zzzqqq tidak', page: '1', limit: '10' });
    expect(none).toEqual({ items: [], metadata: { current_page: '1', total_page: '0' } });
    expect(s.log().at(-1)?.trace).toContain('news-search:no-result');
    expect(
      s.refused('newsSearch', { query: ' ', page: '1', limit: '10' }, 'BAD_REQUEST').envelope.ret_msg,
    ).toBe('Tulis 1 sampai 100 karakter untuk mencari.');
    s.refused('newsSearch', { query: 'a', page: '0', limit: '10' }, 'BAD_REQUEST');
    s.refused('newsSearch', { query: 'a'.repeat(101), page: '1', limit: '10' }, 'BAD_REQUEST');
  });

  it('answers news in the caller’s language, and searches that language', () => {
    const record = s.state().content.news[0]!;
    const en = newsTexts(record, 'en');
    const item = s.ok('newsAll', { category: '' }, 'en').items.find((n) => n.newsId === record.newsId)!;
    expect(item).toMatchObject({ title: en.title, subtitle: en.subtitle, summary: en.summary });
    expect(en.title).not.toBe(newsTexts(record, 'id').title);
    const word = en.title.split(' ').find((w) => w.length > 4)!;
    const found = s.ok('newsSearch', { query: word, page: '1', limit: '50' }, 'en');
    expect(found.items.map((n) => n.newsId)).toContain(record.newsId);
  });

  it('news_category answers the categories the items use', () => {
    const { categories } = s.ok('newsCategories', {});
    expect(categories).toEqual(newsCategories('id'));
    expect(categories.map((c) => c.category)).toEqual([...NEWS_CATEGORY_IDS]);
    expect(s.ok('newsCategories', {}, 'en').categories.map((c) => c.name)).toContain('Lifestyle');
    s.refused('newsCategories', 'x', 'BAD_REQUEST');
  });

  it('writes every story of every category in both languages, with nothing left unfilled', () => {
    const base = s.state().content.news[0]!;
    for (const category of NEWS_CATEGORY_IDS) {
      for (let story = 0; story < NEWS_STORIES_PER_CATEGORY; story += 1) {
        for (let goods = 0; goods < NEWS_GOODS; goods += 1) {
          for (const lang of ['id', 'en'] as const) {
            const texts = newsTexts({ ...base, category, story, goods }, lang);
            for (const text of Object.values(texts)) {
              expect(text, `${category} ${story} ${lang}`).not.toMatch(/\{\w+\}|undefined|^\s|\s\s/);
              expect(text.length).toBeGreaterThan(2);
            }
          }
        }
      }
    }
  });
});

describe('help centre', () => {
  it('faq_list answers the categories with their questions, in the caller’s language', () => {
    const id = s.ok('helpFaq', {}).categories;
    const en = s.ok('helpFaq', {}, 'en').categories;
    expect(id.map((c) => c.categoryId)).toEqual(en.map((c) => c.categoryId));
    expect(id.length).toBeGreaterThanOrEqual(5);
    const all = id.flatMap((c) => c.items);
    expect(new Set(all.map((q) => q.faqId)).size).toBe(all.length);
    const eligibility = all.find((q) => q.faqId === 'FAQ-U01')!;
    expect(eligibility.answer).toContain('Warga Negara Indonesia dan berusia 21 sampai 55 tahun');
    expect(eligibility.answer).toContain('whitelist');
    expect(all.some((q) => q.answer.includes('24/7'))).toBe(true);
    expect(en.flatMap((c) => c.items).find((q) => q.faqId === 'FAQ-U01')!.answer).toContain(
      'Indonesian citizens aged 21 to 55',
    );
    s.refused('helpFaq', 'x', 'BAD_REQUEST');
  });

  it('search_faq finds questions by every word of the keyword, per category, and answers no result', () => {
    const found = s.ok('helpFaqSearch', { keyword: 'LIMIT pay later' }).items;
    expect(found.map((q) => q.faqId)).toContain('FAQ-P01');
    for (const item of found) expect(`${item.question} ${item.answer}`.toLowerCase()).toContain('limit');
    const inCategory = s.ok('helpFaqSearch', { keyword: 'OTP', categoryId: 'keamanan' }).items;
    expect(inCategory.length).toBeGreaterThan(0);
    for (const item of inCategory) expect(item.categoryId).toBe('keamanan');
    expect(s.ok('helpFaqSearch', { keyword: 'kartu emas' })).toEqual({ items: [] });
    expect(s.log().at(-1)?.trace).toContain('faq-search:no-result');
    expect(s.ok('helpFaqSearch', { keyword: 'minimum top-up' }, 'en').items[0]!.faqId).toBe('FAQ-W01');
    s.refused('helpFaqSearch', { keyword: 'otp', categoryId: 'lainnya' }, 'CONTENT_FAQ_CATEGORY_UNKNOWN');
    expect(s.refused('helpFaqSearch', { keyword: '' }, 'BAD_REQUEST').envelope.ret_msg).toBe(
      'Tulis 1 sampai 100 karakter untuk mencari.',
    );
    expect(s.refused('helpFaqSearch', { keyword: 'y'.repeat(101) }, 'BAD_REQUEST').envelope.ret_code).toBe(
      CODES.BAD_REQUEST.code,
    );
  });

  it('terms_page answers each of the six pages with its facts, its PDF address and no active content', () => {
    const facts: Record<(typeof TERMS_DOCS)[number], string[]> = {
      'wallet-tiers': ['Rp2.000.000', 'Rp10.000.000', 'Rp20.000.000 per bulan', 'tanpa batas dana masuk'],
      loyalty: ['1.999.999', '4.999.999', '5.000.000', 'berlaku 5 tahun'],
      'prime-savings': ['5% per tahun', 'saldo harian', 'Lembaga Penjamin Simpanan'],
      'time-deposit': ['365 hari', 'hari kerja berikutnya', 'satu hari kerja sebelum jatuh tempo', 'Rupiah'],
      paylater: ['Rp500.000 sampai Rp100.000.000', '90 hari', '30 hari kerja'],
      'instant-cash': ['satu kali setiap bulan', '3 detik'],
    };
    for (const doc of TERMS_DOCS) {
      const page = s.ok('helpTermsPage', { doc });
      expect(page.doc).toBe(doc);
      expect(page.pdfUrl).toMatch(/^\/docs\/tnc\/[a-z-]+\.pdf$/);
      for (const fact of facts[doc]) expect(page.content, `${doc}: ${fact}`).toContain(fact);
      for (const lang of ['id', 'en'] as const) {
        const { content, title } = s.ok('helpTermsPage', { doc }, lang);
        expect(title.length).toBeGreaterThan(5);
        expect(content).not.toMatch(/<script|javascript:|\son\w+=|https?:/i);
      }
      expect(s.ok('helpTermsPage', { doc }, 'en').content).not.toBe(page.content);
    }
    expect(s.ok('helpTermsPage', { doc: 'paylater' }).pdfUrl).toBe('/docs/tnc/prime-and-paylater.pdf');
    s.refused('helpTermsPage', { doc: 'unknown' }, 'BAD_REQUEST');
    s.refused('helpTermsPage', {}, 'BAD_REQUEST');
  });

  it('every FAQ answer is plain text', () => {
    for (const lang of ['id', 'en'] as const)
      for (const item of faqList(lang).flatMap((c) => c.items)) expect(item.answer).not.toMatch(/<[a-z]/i);
  });
});
