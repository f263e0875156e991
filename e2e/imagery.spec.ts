import { overrideDevice } from './device';
import { expect, test, type Page } from './fixtures';

const TEXTS = {
  id: {
    ktp: 'e-KTP dipegang utuh di dalam bingkai, jelas dan tanpa pantulan cahaya',
    refused: 'Contoh foto yang ditolak',
    face: 'Wajah utuh di dalam oval, di tempat terang, tanpa kacamata',
    amount: 'Hemat',
    rate: 'Diskon',
  },
  en: {
    ktp: 'An e-KTP held whole inside the frame, sharp and without glare',
    refused: 'Photos that are refused',
    face: 'A whole face inside the oval, in bright light, without glasses',
    amount: 'Save',
    rate: 'Off',
  },
} as const;

/** The box of an element, to see it is drawn at a size (an SVG that failed would be 0 x 0). */
const sizeOf = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).first().boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
};

/** Issue 40, imagery: drawn illustrations where the placeholders were, in both languages, at 320 and 390 px. */
for (const lang of ['id', 'en'] as const) {
  for (const width of [320, 390]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });
      const text = TEXTS[lang];
      test.beforeEach(async ({ page }) => {
        if (lang === 'en') await overrideDevice(page, { locale: 'en-US' });
      });

      test('[ocr.guidance] the e-KTP guidance is a drawn card held in the frame, and three drawn refused photos', async ({
        page,
        scenario,
      }) => {
        await scenario('ocr.guidance');
        const good = page.getByRole('img', { name: text.ktp });
        await expect(good).toBeVisible();
        expect(await good.evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
        const refused = page.getByRole('list', { name: text.refused });
        for (const variant of ['blurry', 'cut', 'glare']) {
          await expect(refused.getByTestId(`ktp-art-${variant}`)).toBeVisible();
          expect((await sizeOf(page, `ktp-art-${variant}`)).width).toBeGreaterThan(60);
        }
        expect((await sizeOf(page, 'ktp-art-good')).width).toBeGreaterThan(width * 0.6);
      });

      test('[face.education] the face step shows a drawn face in the oval, named, instead of a generic icon', async ({
        page,
        scenario,
      }) => {
        await scenario('face.education');
        const art = page.getByRole('img', { name: text.face });
        await expect(art).toBeVisible();
        expect((await sizeOf(page, 'face-art')).width).toBeGreaterThan(150);
        await expect(page.locator('.face-art .art-person')).toHaveCount(1);
      });

      test('[coupon.list] every coupon is a designed tile (its value, the word for it, the merchant) and a merchant mark', async ({
        page,
        scenario,
      }) => {
        await scenario('coupon.list');
        const cards = page.getByTestId('coupon-card');
        await expect(cards.first()).toBeVisible();
        const count = await cards.count();
        // No flat picture any more: a tile and a mark on every card.
        await expect(cards.locator('img')).toHaveCount(0);
        await expect(cards.getByTestId('coupon-tile')).toHaveCount(count);
        // Beside the name from 360 px; on narrower phones the tile carries the initials alone.
        await expect(cards.getByTestId('merchant-mark').filter({ visible: true })).toHaveCount(
          width < 360 ? 0 : count,
        );
        for (let i = 0; i < Math.min(count, 4); i++) {
          const card = cards.nth(i);
          const tile = card.getByTestId('coupon-tile');
          const value = (await tile.getAttribute('data-value')) ?? '';
          const caption = value.endsWith('%') ? text.rate : text.amount;
          await expect(tile.locator('text').first()).toHaveText(caption);
          // The title says the same value in full: Diskon 10% ... / Hemat Rp45.000.
          const title = (await card.getByTestId('coupon-title').textContent()) ?? '';
          if (value.endsWith('%')) expect(title).toContain(value);
          else expect(title.replace(/\D/g, '')).toContain(value.replace(/K$/, '000').replace(/\D/g, ''));
          expect((await tile.boundingBox())?.width).toBeCloseTo(width < 360 ? 52 : 64, 0);
        }
      });

      test('[apply.can-apply] Instant Cash is a cash pictogram, not the send arrow that reads as a link', async ({
        page,
        scenario,
      }) => {
        await scenario('apply.can-apply');
        const cash = page.locator('.apply-benefits li', { hasText: 'Instant Cash' });
        await expect(cash).toBeVisible();
        await expect(cash.locator('svg[data-icon="cash"]')).toBeVisible();
        await expect(cash.locator('.antd-mobile-icon')).toHaveCount(0);
      });
    });
  }
}
