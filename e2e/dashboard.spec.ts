import { expect, test } from './fixtures';

/**
 * The fake bank's dashboard and the in-app picker: tools of QA, not screens of the product. Axe runs over
 * the dashboard filtered to one scenario (over all of them it takes longer than a test may).
 */
test.describe('fake bank dashboard', () => {
  test('shows the session: scenario, clock, last use; removes one armed fault and keeps the others', async ({
    page,
    scenario,
  }) => {
    await scenario('otp.two-attempts-left', '/__fake-bank/');
    const armed = await page.request.post('/__fake-bank/faults', {
      data: {
        next: [
          { path: '/ams/account/pre_check', kind: 'network' },
          { kind: 'code', code: '80488999' },
          { path: 'check_whitelist', kind: 'http', status: 503 },
        ],
      },
    });
    expect(armed.ok()).toBe(true);
    await page.reload();

    await expect(page.locator('#session-scenario')).toHaveText('otp.two-attempts-left');
    await expect(page.locator('#session-clock')).toHaveText(/21 Nov 2026, 10:0\d WIB$/);
    await expect(page.locator('#session-last-used')).not.toHaveText(/^(…|—)$/);
    const faults = page.locator('#faults-list > li');
    await expect(faults).toHaveCount(3);

    await page
      .getByRole('button', { name: 'Remove fault 2: code · ret_code 80488999 on any bank call' })
      .click();
    await expect(faults).toHaveCount(2);
    await expect(page.getByText('Removed code · ret_code 80488999.')).toBeVisible();
    await expect(faults.nth(1)).toContainText('check_whitelist');
    const session = (await (await page.request.get('/__fake-bank/session')).json()) as { faults: unknown[] };
    expect(session.faults).toEqual([
      { path: '/ams/account/pre_check', kind: 'network' },
      { path: 'check_whitelist', kind: 'http', status: 503 },
    ]);

    await page.getByRole('button', { name: /^Remove fault 1:/ }).click();
    await page.getByRole('button', { name: /^Remove fault 1:/ }).click();
    await expect(page.getByText('None armed.')).toBeVisible();
  });

  test('a state only input shows carries its hint in the catalogue', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('pin.weak', '/__fake-bank/');
    await page.getByLabel('Search by id, title, tag or covered state').fill('pin.weak');
    const row = page.locator('.scenario[data-id="pin.weak"]');
    await expect(row.locator('.scenario-hint')).toHaveText('Input: Enter 111111 or 123456 as the new PIN.');
    // The catalogue filtered to one row: the whole page's structure, in the time a test has.
    await expectAccessible();
  });
});

test.describe('in-app scenario picker', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('its button centres the label in the touch target; each hint shows under its scenario', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.can-apply');
    const open = page.getByRole('button', { name: 'Skenario' });
    await expect(open).toBeVisible();
    const button = (await open.boundingBox())!;
    const label = (await open.locator('span').first().boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    // The label's middle is the button's middle (it sat at the top of its box).
    expect(Math.abs(label.y + label.height / 2 - (button.y + button.height / 2))).toBeLessThan(2);

    await open.click();
    await page.getByPlaceholder('Cari skenario').fill('pin.weak');
    await expect(page.getByText('Masukan: Enter 111111 or 123456 as the new PIN.')).toBeVisible();
  });
});
