import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { DEAL_OFFERS, DEAL_TYPE_IDS, NEWS_CATEGORY_IDS } from '../../../model/content';
import { dealImageOf, logoOf, newsImagesOf } from '../content-images';

const PREFIX = 'data:image/svg+xml,';
/** The contracts' cap on an image address (salePic, logo, news images). */
const MAX_URI = 4096;

/** The SVG of a data: URI, parsed as XML: a parse error fails the test. */
function parse(uri: string) {
  expect(uri.startsWith(PREFIX)).toBe(true);
  expect(uri.length).toBeLessThanOrEqual(MAX_URI);
  // Nothing that would end or break the address: '#' starts a fragment, '"' ends an attribute.
  expect(uri).not.toMatch(/[#"]/);
  const text = decodeURIComponent(uri.slice(PREFIX.length));
  const doc = new new Window().DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.tagName.toLowerCase()).toBe('svg');
  return { text, doc, svg: doc.documentElement };
}

const brand = (id: string, name: string, typeId = 'D01', color = '#3a7bd5') => ({
  brandMctId: id,
  brandMctName: name,
  typeId,
  color,
});

const deal = (confId: string, typeId: string, offer: (typeof DEAL_OFFERS)[number] = 'discount') => ({
  confId,
  typeId,
  offer,
  percent: 30,
  cashback: 25_000,
});

// Every stem the state names brands with (fake-bank/model/content.ts), so every emblem is drawn once.
const NAMES: [string, string][] = [
  ['D01', 'Kopi Saragih'],
  ['D01', 'Bakmi Wibowo'],
  ['D01', 'Roti Hutapea'],
  ['D01', 'Sate Nainggolan'],
  ['D01', 'Martabak Siregar'],
  ['D02', 'Mart Kusumo'],
  ['D02', 'Batik Pratama'],
  ['D02', 'Sepatu Saragih'],
  ['D03', 'Salon Wibowo'],
  ['D03', 'Skincare Hutapea'],
  ['D03', 'Spa Nainggolan'],
  ['D04', 'Gadget Siregar'],
  ['D04', 'Elektronik Kusumo'],
  ['D04', 'Komputer Pratama'],
  ['D05', 'Travel Saragih'],
  ['D05', 'Hotel Wibowo'],
  ['D05', 'Tiket Hutapea'],
  ['D06', 'Bioskop Nainggolan'],
  ['D06', 'Karaoke Siregar'],
  ['D06', 'Taman Bermain Kusumo'],
];

describe('brand marks', () => {
  it('are valid SVGs of 160 x 160 with the name as the wordmark, the same twice for one brand', () => {
    for (const [typeId, name] of NAMES) {
      const b = brand(`BR${name.length}${typeId}`, name, typeId);
      const { svg } = parse(logoOf(b));
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['160', '160']);
      const words = [...svg.querySelectorAll('text')].map((t) => t.textContent);
      expect(words[0]).toBe(name.split(' ').at(-1));
      expect(words[1]).toBe(name.split(' ').slice(0, -1).join(' ').toUpperCase());
      expect(logoOf(b)).toBe(logoOf({ ...b }));
    }
  });

  it('differ from brand to brand, by trade and by id', () => {
    const marks = NAMES.map(([typeId, name], i) => logoOf(brand(`BR00000${i}`, name, typeId)));
    expect(new Set(marks).size).toBe(marks.length);
    // Same name and colour, another id: another layout or shape for at least some of them.
    const twins = Array.from({ length: 6 }, (_, i) => logoOf(brand(`BR10000${i}`, 'Kopi Saragih')));
    expect(new Set(twins).size).toBeGreaterThan(1);
  });

  it('carry a hostile name as text only, and stay under the cap however long the name', () => {
    const hostile = `<script>alert("x")</script> & 'Co' ]]> <!-- #%`;
    const { doc, text } = parse(logoOf(brand('BR1', hostile)));
    expect(doc.querySelector('script')).toBeNull();
    expect(text).not.toContain('<script');
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent).join(' ')).toContain('#%');
    const long = parse(logoOf(brand('BR2', '<&>'.repeat(85))));
    expect(long.doc.querySelector('text')!.textContent!.endsWith('…')).toBe(true);
  });
});

describe('deal pictures', () => {
  it("are valid 686 x 320 SVGs with the brand on a chip and the offer in figures, in the caller's language", () => {
    for (const [typeId, name] of NAMES) {
      for (const offer of DEAL_OFFERS) {
        const { svg } = parse(
          dealImageOf(deal(`CF${offer}`, typeId, offer), { name, colour: '#d62828' }, 'id'),
        );
        expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['686', '320']);
        expect(svg.querySelector('text')!.textContent).toBe(name);
      }
    }
    const figure = (offer: (typeof DEAL_OFFERS)[number], lang: 'id' | 'en') =>
      [
        ...parse(
          dealImageOf(deal('CF1', 'D01', offer), { name: 'Kopi Saragih', colour: '#d62828' }, lang),
        ).svg.querySelectorAll('text'),
      ].map((t) => t.textContent)[1];
    expect(figure('discount', 'id')).toBe('30%');
    expect(figure('bogo', 'en')).toBe('1+1');
    expect(figure('cashback', 'id')).toBe('Rp25rb');
    expect(figure('cashback', 'en')).toBe('Rp25K');
    // The weekend is a calendar, no words.
    expect(figure('weekend', 'id')).toBeUndefined();
  });

  it('are the same for one deal, and differ by deal and by type', () => {
    const kopi = { name: 'Kopi Saragih', colour: '#d62828' };
    expect(dealImageOf(deal('CF1', 'D01'), kopi, 'id')).toBe(
      dealImageOf(deal('CF1', 'D01'), { ...kopi }, 'id'),
    );
    expect(dealImageOf(deal('CF1', 'D01'), kopi, 'id')).not.toBe(dealImageOf(deal('CF2', 'D01'), kopi, 'id'));
    // Each type has its own ground colour.
    const grounds = DEAL_TYPE_IDS.map((typeId) =>
      parse(dealImageOf(deal('CF1', typeId), kopi, 'id'))
        .svg.querySelector('rect')!
        .getAttribute('fill'),
    );
    expect(new Set(grounds).size).toBe(DEAL_TYPE_IDS.length);
  });

  it('escape the brand name, keep it within the cap and draw without a brand', () => {
    const { doc } = parse(
      dealImageOf(deal('CF1', 'D02'), { name: `<img src=x onerror="1">&'`, colour: '#000000' }, 'en'),
    );
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('text')!.textContent).toBe(`<img src=x onerror="1">&'`);
    parse(dealImageOf(deal('CF1', 'D02'), { name: '"<&>'.repeat(64), colour: '#ffffff' }, 'id'));
    const bare = parse(dealImageOf(deal('CF1', 'D09'), undefined, 'id'));
    expect(bare.doc.querySelectorAll('text')).toHaveLength(1);
  });
});

describe('news pictures', () => {
  it('are valid 640 x 360 SVGs without words, one per picture of the article, each its own', () => {
    for (const category of NEWS_CATEGORY_IDS) {
      const images = newsImagesOf({ newsId: 'NW1', category, images: 2 });
      expect(images).toHaveLength(2);
      expect(images[0]).not.toBe(images[1]);
      for (const image of images) {
        const { svg, doc } = parse(image);
        expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['640', '360']);
        expect(doc.querySelector('text')).toBeNull();
      }
    }
  });

  it('are the same for one article and differ by topic', () => {
    const one = { newsId: 'NW12345678', category: 'keuangan', images: 1 };
    expect(newsImagesOf(one)).toEqual(newsImagesOf({ ...one }));
    const grounds = NEWS_CATEGORY_IDS.map((category) =>
      parse(newsImagesOf({ newsId: 'NW1', category, images: 1 })[0]!)
        .svg.querySelector('rect')!
        .getAttribute('fill'),
    );
    expect(new Set(grounds).size).toBe(NEWS_CATEGORY_IDS.length);
  });
});
