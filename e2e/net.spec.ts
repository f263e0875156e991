import { expect, holdClock, test, controlOf } from './fixtures';

test.describe('network and bank failures', () => {
  test("[net.network-failure] 'Masalah Jaringan.' dialog that the mask does not dismiss", async ({
    page,
    scenario,
  }) => {
    await scenario('net.network-failure');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Masalah Jaringan.')).toBeVisible();
    await expect(dialog.getByText('Silakan coba lagi nanti')).toBeVisible();
    // One message per failure: the page behind the dialog does not say it again.
    await expect(page.getByText('Masalah Jaringan.')).toHaveCount(1);
    await page
      .locator('.adm-mask')
      .first()
      .click({ position: { x: 10, y: 10 }, force: true });
    await expect(dialog.getByText('Masalah Jaringan.')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // Once the dialog is closed the page keeps the words and the way forward (quietly: it was said).
    await expect(page.getByRole('heading', { name: 'Masalah Jaringan.' })).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test("[net.no-connection] 'Ups, kami tidak menemukan koneksi...' when the device is offline", async ({
    page,
    context,
    scenario,
  }) => {
    // The connection drops just as the first bank call goes out.
    await page.route('**/ifes/ams/common/get/channel_config**', async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await scenario('net.no-connection');
    await expect(page.getByText('Ups, kami tidak menemukan koneksi...')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await page.unroute('**/ifes/ams/common/get/channel_config**');
    // Back online, the screen recovers by itself.
    await context.setOffline(false);
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test('[net.too-slow] a call unanswered after 30000 ms says the request took too long', async ({
    page,
    scenario,
  }) => {
    await page.clock.install();
    const preCheck = page.waitForRequest('**/ifes/ams/account/pre_check**');
    await scenario('net.too-slow');
    await preCheck;
    // Held while the 29 s pass, so no real time adds to them; running again before the 30th, so the answer
    // the timeout makes reaches the screen (the query library hands it over on a zero-delay timer).
    await holdClock(page);
    await page.clock.runFor(29_000);
    await expect(page.getByText('Permintaan terlalu lama')).toHaveCount(0);
    await page.clock.resume();
    await page.clock.runFor(1_500);
    await expect(page.getByText('Permintaan terlalu lama')).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test('[net.servers-busy] code 80488999 shows the servers-too-busy message', async ({ page, scenario }) => {
    await scenario('net.servers-busy');
    await expect(page.getByText('Server kami sedang sibuk. Silakan coba lagi nanti.')).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test("[net.cannot-process] any other code shows the bank's ret_msg", async ({ page, scenario }) => {
    await scenario('net.cannot-process');
    await expect(page.getByText('Permintaan tidak dapat diproses')).toBeVisible();
    await expect(page.getByText('Maaf, permintaan kamu tidak dapat diproses saat ini.')).toBeVisible();
  });

  test('[net.chunk-load-error] a failed script chunk shows a load error whose retry reloads it', async ({
    page,
    scenario,
  }) => {
    await scenario('net.chunk-load-error');
    await expect(page.getByText('Halaman gagal dimuat')).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    const log = (await controlOf(page).call('GET', '/log')) as Array<{
      request: { type?: string };
    }>;
    expect(log.some((entry) => entry.request?.type === 'chunk-load-error')).toBe(true);
  });

  test('a non-2xx status is reported to the collector', async ({ faults, page, scenario }) => {
    await scenario('apply.can-apply', '/loading');
    await faults({ next: [{ path: '/ams/common/get/channel_config', kind: 'http', status: 502 }] });
    await page.goto('/');
    await expect(page.getByRole('dialog').getByText('Masalah Jaringan.')).toBeVisible();
    await expect
      .poll(async () => {
        const log = (await controlOf(page).call('GET', '/log')) as Array<{
          request: { type?: string; status?: number };
        }>;
        return log.some((e) => e.request?.type === 'http-status' && e.request.status === 502);
      })
      .toBe(true);
  });
});
