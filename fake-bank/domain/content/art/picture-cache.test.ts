import { describe, expect, it } from 'vitest';
import { dealImageOf, logoOf, newsImagesOf } from '../content-images';
import { MAX_PICTURES, pictureOf, picturesHeld } from './picture-cache';

// A cashback is written in the caller's language (Rp25rb, Rp25K).
const deal = { confId: 'C1', typeId: 'D01', offer: 'cashback' as const, percent: 30, cashback: 25_000 };
const brand = { name: 'Kopi Saragih', colour: '#3a7bd5' };

describe('pictures drawn once per set of facts', () => {
  it('draws a picture once and hands the same one back', () => {
    let draws = 0;
    const draw = () => `picture ${++draws}`;
    expect(pictureOf('cache-test:a', draw)).toBe('picture 1');
    expect(pictureOf('cache-test:a', draw)).toBe('picture 1');
    expect(draws).toBe(1);
  });

  it('keeps every fact a picture is drawn from in its key', () => {
    const first = dealImageOf(deal, brand, 'id');
    expect(dealImageOf(deal, brand, 'en')).not.toBe(first);
    expect(dealImageOf({ ...deal, cashback: 50_000 }, brand, 'id')).not.toBe(first);
    expect(dealImageOf({ ...deal, offer: 'discount' }, brand, 'id')).not.toBe(first);
    expect(dealImageOf(deal, { ...brand, colour: '#e11d48' }, 'id')).not.toBe(first);
    expect(dealImageOf(deal, undefined, 'id')).not.toBe(first);
    expect(dealImageOf({ ...deal }, { ...brand }, 'id')).toBe(first);
    const logo = { brandMctId: 'B1', brandMctName: 'Kopi Saragih', typeId: 'D01', color: '#3a7bd5' };
    expect(logoOf({ ...logo, brandMctName: 'Kopi Lain' })).not.toBe(logoOf(logo));
    const [one, two] = newsImagesOf({ newsId: 'N1', category: 'ekonomi', images: 2 });
    expect(one).not.toBe(two);
    expect(newsImagesOf({ newsId: 'N1', category: 'teknologi', images: 1 })[0]).not.toBe(one);
  });

  it('holds at most MAX_PICTURES, letting the oldest go first', () => {
    for (let i = 0; i < MAX_PICTURES + 20; i++) pictureOf(`cache-test:bound-${i}`, () => String(i));
    expect(picturesHeld()).toBe(MAX_PICTURES);
    expect(pictureOf('cache-test:bound-0', () => 'drawn again')).toBe('drawn again');
    expect(pictureOf(`cache-test:bound-${MAX_PICTURES + 19}`, () => 'drawn again')).toBe(
      String(MAX_PICTURES + 19),
    );
  });
});
