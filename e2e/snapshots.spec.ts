import type { BrowserContextOptions } from '@playwright/test';
import { expect, test, controlOf } from './fixtures';
import { bankCall, rp } from './bank-helpers';
import { enterPin, heading } from './form-helpers';

/**
 * Walk, save, share (issue 26, decision 0044): a tester walks the app to a state, saves it from the
 * dashboard, and the link opens the same screen and figures in another browser; the file exports and
 * imports back to the same state; the diff against the scenario lists what the walk changed.
 */

const BILL_PATH = '/paylater/repayment/pay?mode=bill&month=202611';
const billBalance = async (page: Parameters<typeof bankCall>[0]) =>
  Number(
    (await bankCall<{ STMT_BAL_AMT: string }>(page, '/core/trans/query/bill', { STMT_MONTH: '202611' }))
      .ret_data.STMT_BAL_AMT,
  );

test.describe('Snapshots', () => {
  test('[repay.bill] a partial repayment walked by hand, saved, opened by its link in another browser', async ({
    page,
    scenario,
    browser,
  }) => {
    await scenario('repay.bill');
    const balance = await billBalance(page);
    const part = Math.floor(balance / 2);
    await page.getByRole('textbox', { name: 'Jumlah pembayaran' }).fill(String(part));
    await page.getByRole('button', { name: `Bayar ${rp(part)}` }).click();
    await expect(page.getByRole('dialog', { name: 'Masukkan PIN' })).toBeVisible();
    await enterPin(page, '135790');
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();

    // Saved from the dashboard, in the same browser (its session): a title and the screen the link opens.
    // The dashboard is a desktop tool: the same browser, widened.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/__fake-bank/#snapshots');
    await page.getByRole('textbox', { name: 'Title' }).fill('Half the November bill paid');
    await page.getByRole('textbox', { name: 'Page' }).fill(BILL_PATH);
    await page.getByRole('button', { name: 'Save snapshot' }).click();
    const shown = (await page.getByTestId('snapshot-link').textContent()) ?? '';
    const link = new URL(shown).pathname + new URL(shown).search;
    const id = new URL(shown).searchParams.get('snapshot') ?? '';
    expect(link).toBe(`${BILL_PATH}&snapshot=${id}`);
    await expect(
      page.getByRole('table').getByText('Half the November bill paid', { exact: true }),
    ).toBeVisible();

    // Another browser: its own cookie, its own session, opened by the link alone.
    const { baseURL, viewport, locale, isMobile, hasTouch, userAgent } = test.info().project.use;
    const options: BrowserContextOptions = { baseURL, viewport, locale, isMobile, hasTouch, userAgent };
    const other = await browser.newContext(options);
    try {
      const viewer = await other.newPage();
      await viewer.goto(link);
      await expect(viewer).not.toHaveURL(/snapshot=/);
      await expect(viewer.getByRole('heading', { name: 'Tagihan November 2026' })).toBeVisible();
      await expect(viewer.getByTestId('repay-bill-balance')).toHaveText(rp(balance - part));
      expect(await billBalance(viewer)).toBe(balance - part);

      // An unknown id: the clear page an unknown scenario gets.
      const unknown = await viewer.goto('/?snapshot=nosuchsnapshot');
      expect(unknown?.status()).toBe(404);
      await expect(viewer.getByText('Unknown snapshot nosuchsnapshot.')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('[repay.bill] the file exports and imports back to the same state; the diff lists what the walk changed', async ({
    page,
    scenario,
  }) => {
    await scenario('repay.bill');
    const balance = await billBalance(page);
    const part = Math.floor(balance / 4);
    await page.getByRole('textbox', { name: 'Jumlah pembayaran' }).fill(String(part));
    await page.getByRole('button', { name: `Bayar ${rp(part)}` }).click();
    await enterPin(page, '135790');
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();

    const { id } = (await controlOf(page).call('POST', '/snapshots', {})) as { id: string };
    const file = (await controlOf(page).call('GET', `/snapshots/${id}`)) as {
      format: number;
      state: unknown;
      clock: string;
    };
    expect(file.format).toBe(1);
    const imported = (await controlOf(page).call('POST', '/snapshots', file)) as { id: string };
    const back = (await controlOf(page).call('GET', `/snapshots/${imported.id}`)) as {
      state: unknown;
      clock: string;
    };
    expect(back.state).toEqual(file.state);
    expect(back.clock).toBe(file.clock);

    const diff = (await controlOf(page).call('GET', `/diff?from=scenario:repay.bill&to=snapshot:${id}`)) as {
      changes: Array<{ path: string; from: unknown; to: unknown }>;
    };
    // The repayment itself, its amount written as money.
    expect(diff.changes).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^credit\.repayments\[\d+\]\.amount$/),
        from: null,
        to: rp(part),
      }),
    );
  });
});
