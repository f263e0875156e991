import { expect, test } from './fixtures';

// Decision 0030: the client runs on React itself, and index.html paints a static shell before any script.
test('the page is a React DOM root that replaces the static shell with the first screen', async ({
  page,
  scenario,
}) => {
  await scenario('apply.can-apply');
  await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveCount(0);
  const containerKeys = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).filter((key) => key.startsWith('__reactContainer$')),
  );
  expect(containerKeys).toHaveLength(1);
});
