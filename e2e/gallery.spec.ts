import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * Product review: one screenshot per scenario into screenshots/ (git-ignored). Opt-in, because it only
 * looks: `npm run gallery`. Scenarios that hold a request open (timeouts) are shot after the skeleton.
 */
test.skip(!process.env.GALLERY, 'set GALLERY=1 (npm run gallery) to take the screenshots');

test('gallery of every scenario', async ({ page, scenario }) => {
  test.setTimeout(180_000);
  mkdirSync('screenshots', { recursive: true });
  const list = (await (await page.request.get('/__fake-bank/scenarios')).json()) as Array<{
    id: string;
    tags: string[];
  }>;
  for (const { id } of list) {
    await scenario(id);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('body')).not.toBeEmpty();
    await page.screenshot({ path: `screenshots/${id}.png` });
  }
});
