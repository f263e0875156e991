import type { Page } from '@playwright/test';

import axe from 'axe-core';

import {
  axeViolations,
  cjkOnScreen,
  emptyCache,
  expect,
  sharedReferencedIds,
  smallTargets,
  test,
  controlOf,
} from './fixtures';
import { openSettled, scenarioLinks } from './scenario-links';

const cases = scenarioLinks();

/**
 * Every scenario link, opened as QA opens it (the app URL with ?scenario=<id>), is judged as it lands: no
 * accessibility finding of any impact, no Chinese, Japanese or Korean text for a screen reader to read (the
 * kit's strings default to Chinese wherever its locale does not reach), no tap target under 44 px, no id
 * that names an element twice. This is the one accessibility check of every scenario's first screen: the
 * area specs call `expectAccessible()` only on the screens a walk reaches after it.
 */
const soft = expect.configure({ soft: true });

/**
 * Runs a check on the screen where it lands: a link that leaves the app (access denied goes to the bank's
 * download page) may still be on its way when the check starts, so the check runs again on the new page.
 */
async function landed<T>(page: Page, check: (page: Page) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await check(page);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('load');
    }
  }
}

// axe is in every document of the sweep's shared tab from its first script on, instead of sent to each one.
test.use({ tabScripts: [axe.source] });

test.describe('every scenario link lands accessible', () => {
  test('the table holds every scenario the bank serves', async ({ page }) => {
    const served = (await controlOf(page).call('GET', '/scenarios')) as Array<{ id: string }>;
    expect(cases.map((c) => c.id).sort()).toEqual(served.map((s) => s.id).sort());
  });

  for (const c of cases) {
    test(`${c.id}: 0 axe violations, no CJK text, 44 px targets`, async ({ page }) => {
      if (c.cold) await emptyCache(page);
      await openSettled(page, c.link, c.held);
      // Some links leave the app (access denied lands on the bank's download page): judge what is there.
      await expect(page.locator('body')).not.toBeEmpty();
      // Dialogs and sheets fade in: judge the screen once they are in place (one axe run takes seconds on a
      // loaded two-core machine).
      await soft
        .poll(() => axeViolations(page), { intervals: [250, 500, 1000], timeout: 25_000 })
        .toEqual([]);
      // The three reads go to the page side by side (each is one round trip; none changes the page).
      const [cjk, small, shared] = await Promise.all([
        landed(page, cjkOnScreen),
        landed(page, smallTargets),
        landed(page, sharedReferencedIds),
      ]);
      soft(cjk, 'CJK text').toEqual([]);
      soft(small, 'tap targets under 44 px').toEqual([]);
      soft(shared, 'ids that name or describe an element are unique').toEqual([]);
    });
  }
});
