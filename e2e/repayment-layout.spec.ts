import { overrideDevice } from './device';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const boxOf = async (target: Locator): Promise<Box> => {
  const box = (await target.boundingBox())!;
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
};

/** Two boxes share some area (touching edges do not count). */
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * Issue 40 point 4: on /paylater/repayment a bill's status tag ("Jatuh tempo 20 Des 2026") covered the
 * first letter of its amount. Each bill row's name, amount and tag keep apart, inside the row, at 320 and
 * 390 px in both languages; a bill due soon (repay.bill) and two overdue ones (repay.plan).
 */
for (const lang of ['id', 'en'] as const) {
  for (const width of [320, 390]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      for (const id of ['repay.bill', 'repay.plan'] as const) {
        test(`[${id}] each bill's tag, name and amount do not overlap, and stay in the row`, async ({
          page,
          scenario,
        }) => {
          if (lang === 'en') await overrideDevice(page, { locale: 'en-US' });
          await scenario(id, '/paylater/repayment');
          const rows = page.locator('[data-testid^="repay-bill-2"]');
          await expect(rows.first()).toBeVisible();
          for (const row of await rows.all()) {
            const tag = await boxOf(row.locator('.status-tag'));
            const amount = await boxOf(row.getByTestId('repay-bill-amount'));
            const name = await boxOf(row.locator('.rp-item__name'));
            const whole = await boxOf(row);
            const label = await row.getAttribute('aria-label');
            expect(overlap(tag, amount), `${label}: tag over the amount`).toBe(false);
            expect(overlap(tag, name), `${label}: tag over the name`).toBe(false);
            expect(overlap(name, amount), `${label}: name over the amount`).toBe(false);
            for (const part of [tag, amount, name])
              expect(part.left >= whole.left - 0.5 && part.right <= whole.right + 0.5, label!).toBe(true);
          }
          const hero = await boxOf(page.getByTestId('repay-plan-status'));
          expect(overlap(hero, await boxOf(page.getByTestId('repay-total').first()))).toBe(false);
        });
      }
    });
  }
}
