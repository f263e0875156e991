import { enterPin } from '../form-helpers';
import { control, expect, expectRoute, test, type Page } from './demo-fixtures';

/**
 * The in-browser demo (decision 0022): the demo build on a plain static host, the same bank answering inside
 * the page through MSW. Every test also checks (the staticOnly fixture) that the host saw nothing but
 * requests for static files: no bank call, no control call, no document.
 */

type SecurityState = { security: { otp: { phone: { lockedDay: string } } } };
type CashLoan = { kind: string; status: string };
type CreditState = { credit: { loans: CashLoan[] } };

const cashLoans = async (bankState: () => Promise<Record<string, unknown>>) =>
  ((await bankState()) as unknown as CreditState).credit.loans.filter(
    (l) => l.kind === 'CASH' && l.status === 'S',
  );

const banner = (page: Page) => page.getByTestId('home-banner');

test.describe('in-browser demo', () => {
  test('[landing.access-allowed] the landing page, answered by the bank in the page', async ({
    page,
    openScenario,
    expectAccessible,
  }) => {
    await openScenario('landing.access-allowed', '/');
    // The scenario parameter is gone, as the server's redirect drops it.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'PAY LATER', exact: true })).toBeVisible();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
    await expectAccessible();
  });

  test('[apply.not-whitelisted] a scenario link resets the session; a reload keeps it', async ({
    page,
    openScenario,
  }) => {
    await openScenario('apply.not-whitelisted', '/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
    const session = await control<{ scenario: string }>(page, 'GET', '/session');
    expect(session.body.scenario).toBe('apply.not-whitelisted');
  });

  test('[otp.locked-80430223] OTP locked until tomorrow, also after a reload', async ({
    page,
    openScenario,
    bankState,
  }) => {
    await openScenario(
      'otp.locked-80430223',
      '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
    );
    await expect(page.getByRole('heading', { name: 'Verifikasi OTP dikunci' })).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone.lockedDay).toBe('20261121');

    // The lock is kept in this browser's IndexedDB: a new page load still meets it.
    await page.goto('/?usage=PAYLATER_APPLY&next=%2Floading#/otp/verify');
    await expectRoute(page, /^\/otp\/failed\?.*reason=locked/);
  });

  test('[home.overdue-late-fee] overdue home; a day later by the clock: one more day overdue and of late fee', async ({
    page,
    openScenario,
    control: bank,
  }) => {
    await openScenario('home.overdue-late-fee', '/paylater/home');
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 5 hari' })).toBeVisible();
    const feeBefore = await page.getByTestId('banner-late-fee').textContent();

    // The typed client refuses a move the bank does not answer with 2xx.
    const moved = (await bank.clock({ advanceDays: 1 })) as { clock: string };
    expect(moved.clock).toMatch(/\+07:00$/);
    await page.reload();
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 6 hari' })).toBeVisible();
    await expect(page.getByTestId('banner-late-fee')).not.toHaveText(feeBefore ?? '');
  });

  test('[cash.available] Instant Cash withdrawal with the PIN: a wrong PIN counts, the right one books the loan', async ({
    page,
    openScenario,
    bankState,
  }) => {
    await openScenario('cash.available', '/paylater/home');
    const before = (await cashLoans(bankState)).length;
    await page.getByTestId('home-cash').click();
    await expectRoute(page, '/paylater/cash');
    await page.getByTestId('cash-start').click();
    await page.getByRole('textbox', { name: 'Jumlah penarikan' }).fill('1000000');
    await page.getByRole('textbox', { name: 'Jumlah penarikan' }).blur();
    await page.getByRole('option', { name: '3 bulan', exact: true }).click();
    await page.getByRole('button', { name: 'Lanjut' }).click();

    await expectRoute(page, '/paylater/cash/confirm?amount=1000000&term=3');
    await expect(page.getByTestId('cash-confirm-amount')).toHaveText('Rp1.000.000');
    await page.getByText(/Saya telah membaca dan menyetujui Perjanjian Pinjaman Instant Cash/).click();
    await page.getByRole('button', { name: 'Konfirmasi dengan PIN' }).click();

    // The PIN leaves the page sealed with the bank's RSA key and is opened by the bank in the page.
    await expect(page.getByRole('dialog', { name: 'Masukkan PIN' })).toBeVisible();
    await enterPin(page, '246801');
    await expect(page.getByText('PIN yang kamu masukkan salah.')).toBeVisible();
    await expect(page.getByText('Sisa 4 kesempatan hari ini.')).toBeVisible();
    expect(await cashLoans(bankState)).toHaveLength(before);

    await enterPin(page, '135790');
    await expect(page.getByRole('heading', { name: 'Penarikan berhasil' })).toBeVisible();
    expect(await cashLoans(bankState)).toHaveLength(before + 1);
  });

  test("[net.network-failure] a fault armed by the scenario: the dropped call shows 'Masalah Jaringan.'", async ({
    page,
    openScenario,
  }) => {
    await openScenario('net.network-failure', '/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Masalah Jaringan.')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Masalah Jaringan.' })).toBeVisible();
    // One-shot: a retry reaches the bank.
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test("[net.no-connection] offline while a call is on its way: 'Ups, kami tidak menemukan koneksi...' until back online", async ({
    page,
    context,
    openScenario,
    faults,
  }) => {
    await openScenario('net.no-connection', '/');
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    // The bank in the page stands for a server: an answer on its way when the device goes offline is lost.
    await faults({ latencyMs: 1500 });
    const firstCall = page.waitForRequest(/\/ifes\//);
    await page.reload();
    await firstCall;
    await context.setOffline(true);
    await expect(page.getByText('Ups, kami tidak menemukan koneksi...')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test('[net.chunk-load-error] a script chunk that fails once: the load error, and its retry loads it', async ({
    page,
    openScenario,
  }) => {
    await openScenario('net.chunk-load-error', '/');
    await expect(page.getByText('Halaman gagal dimuat')).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    const log = await control<Array<{ request: { type?: string } | null }>>(page, 'GET', '/log');
    expect(log.body.some((entry) => entry.request?.type === 'chunk-load-error')).toBe(true);
  });

  test('[net.too-slow] a call the bank holds: after 30000 ms the request took too long; retry works', async ({
    page,
    openScenario,
  }) => {
    await page.clock.install();
    const preCheck = page.waitForRequest('**/ifes/ams/account/pre_check**');
    // The landing asks its calls side by side: the others are answered before the clock moves, so only
    // the held pre_check runs into the timeout.
    const others = ['channel_config', 'check_whitelist', 'query/status', 'query/member_info'].map((call) =>
      page.waitForResponse(`**/ifes/ams/**/${call}**`),
    );
    await openScenario('net.too-slow', '/');
    await Promise.all([preCheck, ...others]);
    await page.clock.runFor(29_000);
    await expect(page.getByText('Permintaan terlalu lama')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(page.getByText('Permintaan terlalu lama')).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });

  test.describe('in a browser whose language is English', () => {
    test.use({ locale: 'en-US' });

    test('[lang.browser-english] outside the bank app, with no device locale, the demo reads English', async ({
      page,
      openScenario,
    }) => {
      await openScenario('lang.browser-english', '/');
      await expect(page.getByRole('heading', { name: 'Pay Later benefits' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});
