import { expect, test, controlOf } from './fixtures';
import { enterPin } from './form-helpers';

/**
 * The fake bank's dashboard (a React entry of its own, antd, desktop width) and the in-app picker: tools of
 * QA, not screens of the product.
 */
test.describe('fake bank dashboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the session: scenario, clock, last use; removes one armed fault and keeps the others', async ({
    faults,
    page,
    scenario,
  }) => {
    await scenario('otp.two-attempts-left', '/__fake-bank/#session');
    await faults({
      next: [
        { path: '/ams/account/pre_check', kind: 'network' },
        { kind: 'code', code: '80488999' },
        { path: 'check_whitelist', kind: 'http', status: 503 },
      ],
    });
    await page.reload();

    await expect(page.getByTestId('session-scenario')).toHaveText('otp.two-attempts-left');
    await expect(page.getByTestId('session-clock')).toHaveText(/21 Nov 2026, 10:0\d\sWIB$/);
    await expect(page.getByTestId('session-last-used')).not.toHaveText(/^(…|—)$/);
    const armed = page.locator('.faults-list .ant-list-item');
    await expect(armed).toHaveCount(3);

    await page
      .getByRole('button', { name: 'Remove fault 2: code · ret_code 80488999 on any bank call' })
      .click();
    await expect(armed).toHaveCount(2);
    await expect(page.getByText('Removed code · ret_code 80488999.')).toBeVisible();
    await expect(armed.nth(1)).toContainText('check_whitelist');
    const session = (await controlOf(page).call('GET', '/session')) as { faults: unknown[] };
    expect(session.faults).toEqual([
      { path: '/ams/account/pre_check', kind: 'network' },
      { path: 'check_whitelist', kind: 'http', status: 503 },
    ]);

    await page.getByRole('button', { name: /^Remove fault 1:/ }).click();
    await page.getByRole('button', { name: /^Remove fault 1:/ }).click();
    await expect(page.getByText('None armed.')).toBeVisible();
  });

  test('a scenario started from the dashboard shows in the app; the log has its calls, scenario and codes', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.can-apply', '/__fake-bank/#scenarios');
    await page
      .getByRole('searchbox', { name: 'Search by id, title, tag or covered state' })
      .fill('net.servers-busy');
    await page.getByRole('button', { name: 'Start net.servers-busy' }).click();
    await expect(page.getByText(/^Session reset to net\.servers-busy/)).toBeVisible();

    await page.goto('/');
    await expect(page.getByText('Server kami sedang sibuk. Silakan coba lagi nanti.')).toBeVisible();

    await page.goto('/__fake-bank/#log');
    const row = page.locator('.log-table tr', { hasText: '/ifes/ams/account/pre_check' }).first();
    await expect(row).toContainText('net.servers-busy');
    await expect(row).toContainText('80488999');
    // Only this scenario's calls: the dashboard's first scenario left none behind.
    await expect(
      page.locator('.log-table tbody tr.ant-table-row', { hasText: 'apply.can-apply' }),
    ).toHaveCount(0);
  });

  test('moves the clock by a day', async ({ page, scenario }) => {
    await scenario('otp.two-attempts-left', '/__fake-bank/#session');
    await expect(page.getByTestId('session-clock')).toHaveText(/^Sat 21 Nov 2026/);
    await page.getByRole('button', { name: '+1 day' }).click();
    await expect(page.getByTestId('session-clock')).toHaveText(/^Sun 22 Nov 2026, 10:0\d\sWIB$/);
    const session = (await controlOf(page).call('GET', '/session')) as { clock: string };
    expect(session.clock).toMatch(/^2026-11-22T10:0/);
  });

  test('a "servers busy" preset lands on the call the screen makes, and the app shows it', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.can-apply');
    await expect(page.getByRole('button', { name: 'Scenario' })).toBeVisible();
    await page.goto('/__fake-bank/#session');
    await page
      .getByRole('combobox', { name: 'Preset target: next call to' })
      .fill('/ifes/ams/account/pre_check');
    await page.getByRole('button', { name: 'Servers busy (80488999)' }).click();
    await expect(page.locator('.faults-list')).toContainText('/ifes/ams/account/pre_check');

    await page.goto('/');
    await expect(page.getByText('Server kami sedang sibuk. Silakan coba lagi nanti.')).toBeVisible();
  });

  test('a preset hits by default the call the screen waits for, not its last, says which, and the app shows it', async ({
    page,
    scenario,
  }) => {
    // The overdue bills ask repay_info first (the screen waits for it), refund_repay_record last (kept quiet).
    await scenario('bill.overdue');
    await expect(page.getByTestId('bill-overdue-total')).toBeVisible();
    await page.goto('/__fake-bank/#session');
    await expect(page.getByTestId('preset-target')).toHaveText(
      "Presets hit the next call to /ifes/core/trans/query/repay_info, the first the screen's last load asked.",
    );
    await page.getByRole('button', { name: 'Servers busy (80488999)' }).click();
    await expect(page.getByTestId('faults-armed')).toHaveText('1 fault armed');

    await page.goto('/paylater/bills/overdue');
    await expect(page.getByText('Server kami sedang sibuk. Silakan coba lagi nanti.')).toBeVisible();
  });

  test('[checkout.paid] after an approval, the merchant stand-in makes an order, opens its cashier, and it is paid', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('home.new-credit', '/__fake-bank/#orders');
    const { wallet } = (await bankState()) as {
      wallet: { merchants: Array<{ merchantId: string; merchantName: string }> };
    };
    const merchant = wallet.merchants[1]!;
    await page.getByRole('combobox', { name: 'Merchant' }).click();
    await page
      .locator('.ant-select-item-option', { hasText: `${merchant.merchantName} (${merchant.merchantId})` })
      .click();
    await page.getByRole('textbox', { name: 'Goods 1: name' }).fill('Sepatu lari');
    await page.getByRole('spinbutton', { name: 'Goods 1: price (Rp)' }).fill('120000');
    await expect(page.getByText("Empty: the goods' total, Rp120.000.")).toBeVisible();
    await page.getByRole('button', { name: 'Create order and open cashier' }).click();

    await expect(page).toHaveURL(/\/checkout\?order=MPC\d+$/);
    await expect(page.getByTestId('checkout-merchant')).toContainText(merchant.merchantName);
    await expect(page.getByTestId('checkout-total')).toHaveText('Rp120.000');
    await expect(page.getByText('Sepatu lari \u00d7 1')).toBeVisible();
    await page.getByRole('button', { name: 'Bayar Rp120.000' }).click();
    await enterPin(page, '135790');
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    const mpcOrderNo = new URL(page.url()).searchParams.get('order');
    const { wallet: after } = (await bankState()) as {
      wallet: { orders: Array<{ mpcOrderNo: string; status: string; merchantId: string }> };
    };
    expect(after.orders.find((o) => o.mpcOrderNo === mpcOrderNo)).toMatchObject({
      status: '2',
      merchantId: merchant.merchantId,
    });
  });

  test('shows the state as a collapsible tree', async ({ page, scenario }) => {
    await scenario('otp.two-attempts-left', '/__fake-bank/#session');
    const tree = page.getByRole('tree', { name: 'Session state' });
    await expect(tree.getByText(/^customer \{\d+\}$/)).toBeVisible();
    await expect(tree.getByText(/^name: "/)).toBeVisible();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByText(/^name: "/)).toHaveCount(0);
  });

  test('a state only input shows carries its hint in the catalogue', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('pin.weak', '/__fake-bank/#scenarios');
    await page.getByRole('searchbox', { name: 'Search by id, title, tag or covered state' }).fill('pin.weak');
    const row = page.locator('.scenario[data-id="pin.weak"]');
    await expect(row.locator('.scenario-hint')).toHaveText('Input: Enter 111111 or 123456 as the new PIN.');
    // The gallery's index is never asked for blind.
    await expectAccessible();
  });
});

/** The dashboard's panels and what each shows once its data is there. */
const PANELS: Array<[hash: string, ready: string]> = [
  ['session', 'Current session'],
  ['scenarios', 'Scenarios'],
  ['log', 'Log'],
  ['orders', 'Merchant stand-in'],
  ['snapshots', 'Save the current session'],
  ['diff', 'Diff'],
  ['sessions', 'Sessions'],
  ['magic', 'Magic values'],
];

for (const width of [390, 320]) {
  test.describe(`fake bank dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every panel lays out in the screen: nothing wider, no control cut off; the menu is a drawer', async ({
      page,
      scenario,
    }) => {
      test.setTimeout(90_000);
      await scenario('bill.overdue');
      await expect(page.getByTestId('bill-overdue-total')).toBeVisible();
      for (const [hash, ready] of PANELS) {
        await page.goto(`/__fake-bank/#${hash}`);
        await expect(page.locator('.ant-card-head-title', { hasText: ready }).first()).toBeVisible();
        if (hash === 'diff') await page.getByRole('button', { name: 'Compare' }).click();
        // The page is as wide as the phone (it laid out at 1,024 px, half of it the menu).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), hash).toBeLessThanOrEqual(
          width,
        );
        await expect(page.locator('.dashboard-sider')).toHaveCount(0);
        const cut = await page.evaluate((screen) => {
          const controls = document.querySelectorAll<HTMLElement>(
            '#main button, #main input, #main .ant-select, .dashboard-header button, .dashboard-header a',
          );
          return [...controls]
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > screen + 0.5))
            .map(({ el }) => el.textContent || el.getAttribute('aria-label') || el.className);
        }, width);
        expect(cut, hash).toEqual([]);
      }

      // The menu opens in a drawer from the header, and a panel picked there closes it.
      await page.getByRole('button', { name: 'Panels: Magic values' }).click();
      const drawer = page.getByRole('dialog', { name: 'Panels' });
      await drawer.getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/#orders$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Panels: Orders' })).toBeVisible();
    });
  });
}

test.describe('in-app scenario picker', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('its button centres the label in the touch target; each hint shows under its scenario', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.can-apply');
    const open = page.getByRole('button', { name: 'Scenario' });
    await expect(open).toBeVisible();
    const button = (await open.boundingBox())!;
    const label = (await open.locator('span').first().boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    // The label's middle is the button's middle (it sat at the top of its box).
    expect(Math.abs(label.y + label.height / 2 - (button.y + button.height / 2))).toBeLessThan(2);

    await open.click();
    await page.getByPlaceholder('Search scenarios').fill('pin.weak');
    await expect(page.getByText('Input: Enter 111111 or 123456 as the new PIN.')).toBeVisible();
  });

  for (const [scenarioId, language] of [
    ['apply.can-apply', 'Indonesian'],
    ['lang.english', 'English'],
  ] as const) {
    test(`[${scenarioId}] speaks one language, the catalogue's English, in an app in ${language}`, async ({
      page,
      scenario,
    }) => {
      await scenario(scenarioId);
      await page.getByRole('button', { name: 'Scenario' }).click();
      const sheet = page.getByRole('dialog', { name: 'Pick a fake bank scenario' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByPlaceholder('Search scenarios')).toBeVisible();
      await expect(sheet.getByText('Whitelisted applicant who can apply (default)')).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Open the fake bank dashboard' })).toBeVisible();
      await expect(sheet).toHaveAttribute('lang', 'en');
    });
  }

  test("the phone frame's clock is the bank's, and moves with it", async ({ clock, page, scenario }) => {
    await scenario('apply.can-apply');
    // The scenario's clock: 21 Nov 2026, 10:00 WIB (a drawing's 09:41 before).
    await expect(page.getByTestId('stand-in-time')).toHaveText(/^10:0\d$/);
    await clock({ date: '2026-11-21T19:30:00+07:00' });
    await page.reload();
    await expect(page.getByTestId('stand-in-time')).toHaveText(/^19:3\d$/);
  });
});
