import { catalogue } from '../scenarios';
import { axeViolations, cjkOnScreen, expect, smallTargets, test } from './fixtures';

/**
 * Every scenario link, opened as QA opens it (the app URL with ?scenario=<id>), is judged as it lands: no
 * accessibility finding of any impact, no Chinese, Japanese or Korean text for a screen reader to read (the
 * kit's strings default to Chinese wherever its locale does not reach), no tap target under 44 px.
 */
const cases = [...catalogue.values()].map(({ id, path }) => {
  const url = new URL(path, 'http://local');
  url.searchParams.set('scenario', id);
  return { id, link: `${url.pathname}${url.search}` };
});

const soft = expect.configure({ soft: true });

test.describe('every scenario link lands accessible', () => {
  test('the table holds every scenario the bank serves', async ({ page }) => {
    const served = (await (await page.request.get('/__fake-bank/scenarios')).json()) as Array<{ id: string }>;
    expect(cases.map((c) => c.id).sort()).toEqual(served.map((s) => s.id).sort());
  });

  for (const c of cases) {
    test(`${c.id}: 0 axe violations, no CJK text, 44 px targets`, async ({ page }) => {
      await page.goto(c.link);
      // Settled: the calls answered (or, for a call held open on purpose, a few seconds gone by).
      await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
      // Some links leave the app (access denied lands on the bank's download page): judge what is there.
      await expect(page.locator('body')).not.toBeEmpty();
      // Dialogs and sheets fade in: judge the screen once they are in place (one axe run takes seconds on a
      // loaded two-core machine).
      await soft
        .poll(() => axeViolations(page), { intervals: [250, 500, 1000], timeout: 25_000 })
        .toEqual([]);
      soft(await cjkOnScreen(page), 'CJK text').toEqual([]);
      soft(await smallTargets(page), 'tap targets under 44 px').toEqual([]);
    });
  }
});
