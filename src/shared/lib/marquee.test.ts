import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MODULE,
  MARQUEE_INTERVAL_MS,
  MARQUEE_SLIDE_MS,
  MARQUEE_SWIPE_PX,
  announcementsOf,
  stepIndex,
  swipeStep,
} from './marquee';

const entry = (cfgKey: string, cfgValue: string, moduleId = ANNOUNCEMENT_MODULE) => ({
  cfgKey,
  cfgValue,
  moduleId,
});

describe('marquee banner (spec sections 2 and 9)', () => {
  it('keeps the numbers of section 9', () => {
    expect([MARQUEE_SWIPE_PX, MARQUEE_INTERVAL_MS, MARQUEE_SLIDE_MS]).toEqual([30, 4000, 2000]);
  });

  it('moves on a swipe of 30 px or more, either way, and holds on a shorter one', () => {
    expect(swipeStep(-30)).toBe(1);
    expect(swipeStep(45)).toBe(-1);
    expect(swipeStep(-29)).toBe(0);
    expect(swipeStep(29.5)).toBe(0);
  });

  it('goes round the ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it("picks the reader's language from the bank's config, in the bank's order, other modules left out", () => {
    const list = [
      entry('2.id', 'Dua'),
      entry('10.id', 'Sepuluh'),
      entry('1.id', 'Satu'),
      entry('1.en', 'One'),
      entry('3.id', '  '),
      entry('1.id', 'Bukan pengumuman', 'H5_ONBOARDING'),
    ];
    expect(announcementsOf(list, 'id').map((a) => a.text)).toEqual(['Satu', 'Dua', 'Sepuluh']);
    expect(announcementsOf(list, 'en-US')).toEqual([{ id: '1', text: 'One' }]);
  });
});
