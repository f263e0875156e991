import { overrideDevice } from './device';
import { expect, test, type Page } from './fixtures';

/** The scenario's screen, the device's locale English for 'en'. */
async function open(
  page: Page,
  scenario: (id: string) => Promise<void>,
  lang: 'id' | 'en',
  id: string,
): Promise<void> {
  if (lang === 'en') await overrideDevice(page, { locale: 'en-US' });
  await scenario(id);
}

/** What sticks out past the screen's right or left edge (the sideways-scrolling deals row aside). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('[data-testid="wallet-home"] *')]
      .filter((element) => !element.closest('.wl-deals, [data-testid="wallet-marquee"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.className} ${element.textContent?.slice(0, 30)}`);
  });

/** The boxes of each label's text: a word broken across lines has more than one, or overlaps the next. */
const labelBoxes = (page: Page) =>
  page.locator('.wl-explore__label').evaluateAll((labels) =>
    labels.map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const box = range.getBoundingClientRect();
      const item = label.closest('li')!.getBoundingClientRect();
      return {
        text: label.textContent,
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
        inItem: box.left >= item.left - 0.5 && box.right <= item.right + 0.5,
      };
    }),
  );

const lines = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    // The text's own lines, the icon beside it aside.
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** Issue 40, point 6: the wallet home and an order hold at 320 px (and 390), in both languages. */
for (const lang of ['id', 'en'] as const) {
  for (const width of [320, 390]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('[wallet.home] nothing runs past the edge; menu labels are whole and apart; the card buttons one line', async ({
        page,
        scenario,
      }) => {
        await open(page, scenario, lang, 'wallet.home');
        await expect(page.getByTestId('wallet-coupons')).toBeVisible();
        await expect(page.getByTestId('wallet-points')).toBeVisible();
        expect(await overflowing(page)).toEqual([]);

        const labels = await labelBoxes(page);
        expect(labels).toHaveLength(8);
        expect(labels.filter((label) => !label.inItem).map((label) => label.text)).toEqual([]);
        for (const [n, a] of labels.entries()) {
          for (const b of labels.slice(n + 1)) {
            const apart =
              a.box.right <= b.box.left ||
              b.box.right <= a.box.left ||
              a.box.bottom <= b.box.top ||
              b.box.bottom <= a.box.top;
            expect(apart, `${a.text} / ${b.text}`).toBe(true);
          }
        }
        // One word is one line: "Membership" is not broken into "Membershi" and "p".
        const words = page.locator('.wl-explore__label', {
          hasText: /^(Membership|Pengaturan|Settings|Bantuan)$/,
        });
        for (const word of await words.all()) {
          const rows = await word.evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
          expect(rows, (await word.textContent()) ?? '').toBe(1);
        }
        await expect(page.getByTestId('wallet-top-up')).toHaveText(lang === 'id' ? 'Isi saldo' : 'Top up');
        expect(await lines(page, 'wallet-top-up')).toBe(1);
        expect(await lines(page, 'wallet-history')).toBe(1);
        for (const tile of ['wallet-points-entry', 'wallet-coupons-entry']) {
          const label = page.getByTestId(tile).locator('.wl-tile__label');
          expect(
            await label.evaluate((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return range.getClientRects().length;
            }),
          ).toBe(1);
        }
      });

      // A reference has no space to wrap at: at 320 px it goes under its label, whole and inside its card.
      test('[wallet.balance-transactions] the order and transaction numbers are whole, on one line, inside the card', async ({
        page,
        scenario,
      }) => {
        await open(page, scenario, lang, 'wallet.balance-transactions');
        await page.getByTestId('wallet-order').first().click();
        for (const testId of ['wallet-detail-order-no', 'wallet-detail-mpc']) {
          const value = page.getByTestId(testId);
          await expect(value).toHaveText(/^[A-Z]{3}\d+$/);
          expect(await lines(page, testId), testId).toBe(1);
          const inCard = await value.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const text = range.getBoundingClientRect();
            const row = element.parentElement!.getBoundingClientRect();
            return text.left >= row.left - 0.5 && text.right <= row.right + 0.5;
          });
          expect(inCard, testId).toBe(true);
        }
      });
    });
  }
}

/** Issue 40, point 6: the balance page's title is whole in the bar at 320 px ("BALANCE & TRANSAC..." before). */
for (const lang of ['id', 'en'] as const) {
  test.describe(`${lang} at 320 px`, () => {
    test.use({ viewport: { width: 320, height: 844 } });

    test('[wallet.balance-transactions] the title fits the bar, not cut short', async ({
      page,
      scenario,
    }) => {
      await open(page, scenario, lang, 'wallet.balance-transactions');
      const title = page.locator('.stand-in__title');
      await expect(title).toHaveText(lang === 'id' ? 'SALDO & TRANSAKSI' : 'BALANCE HISTORY');
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  });
}
