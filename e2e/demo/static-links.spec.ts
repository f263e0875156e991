import { control, expect, expectRoute, routeOf, test } from './demo-fixtures';

/**
 * Decision 0042: the demo on a host with no fallback rule (the tests' host serves as `python3 -m http.server`:
 * a 404 for /paylater/home). Every address the demo gives out names the root and carries the route after it;
 * the staticOnly fixture fails a test whose page load reached the host for anything but a file.
 */

test.describe('the demo on a plain static host', () => {
  test('[bill.ready] a scenario link opens the bill; the address stays at the root; a reload keeps the route', async ({
    page,
    browser,
    openScenario,
  }) => {
    await openScenario('bill.ready', '/paylater/bills/detail');
    await expect(page.getByTestId('bill-detail')).toBeVisible();
    await expect(page.getByTestId('bill-summary').getByText('Sisa tagihan', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/#\/paylater\/bills\/detail$/);

    // A step deeper, then a reload: the host is asked for the root page only, the route comes back.
    await page.getByRole('button', { name: 'Bayar tagihan ini' }).click();
    await expectRoute(page, /^\/paylater\/repayment\/pay\?mode=bill&month=\d{6}$/);
    expect(new URL(page.url()).pathname).toBe('/');
    const route = routeOf(page);
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    await page.reload();
    expect(new URL((await reload).url()).pathname).toBe('/');
    await expectRoute(page, route);
    await expect(page.getByTestId('repay-pay-bill')).toBeVisible();

    // Back to the bill, through the history the app wrote.
    await page.goBack();
    await expectRoute(page, '/paylater/bills/detail');
    await expect(page.getByTestId('bill-detail')).toBeVisible();

    // The address as shown opens in a browser that has never seen the demo (no service worker yet).
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const fresh = await other.newPage();
      const response = await fresh.goto(page.url());
      expect(response?.status()).toBe(200);
      await expect(fresh.locator('.app-shell')).toHaveCount(0);
      expect(routeOf(fresh)).toBe('/paylater/bills/detail');
    } finally {
      await other.close();
    }
  });

  test.describe('at a desktop width', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('[bill.ready] the picker opens a scenario through the root', async ({ page, openScenario }) => {
      await openScenario('landing.access-allowed', '/');
      await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
      await page.getByRole('button', { name: 'Scenario' }).click();
      await page.getByPlaceholder('Search scenarios').fill('bill.ready');
      const load = page.waitForRequest((request) => request.isNavigationRequest());
      await page.getByText('bill.ready', { exact: true }).click();
      // The page load asks the host for the root (a browser never sends the fragment).
      const asked = new URL((await load).url());
      expect(asked.pathname + asked.search).toBe('/?scenario=bill.ready');
      await expectRoute(page, '/paylater/bills/detail');
      await expect(page.getByTestId('bill-detail')).toBeVisible();
      const session = await control<{ scenario: string }>(page, 'GET', '/session');
      expect(session.body.scenario).toBe('bill.ready');
    });
  });
});
