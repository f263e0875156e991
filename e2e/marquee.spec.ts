import { overrideDevice } from './device';
import { expect, holdClock, type Page, test } from './fixtures';

const FIRST =
  'Pemeliharaan sistem Minggu, 29 Nov 2026 pukul 00.00–03.00 WIB: Instant Cash dan pembayaran tagihan tidak tersedia.';
const SECOND = 'Bunga 0% untuk tenor 1 bulan pada penarikan Instant Cash sampai akhir bulan ini.';
const THIRD = 'Waspada penipuan: Allo Bank tidak pernah meminta PIN atau kode OTP kamu.';

const banner = (page: Page) => page.getByRole('region', { name: 'Pengumuman' });
const current = (page: Page) => page.getByTestId('marquee-current');

/** The home has come (its first paint waits on the personal centre and the config). */
async function homeShown(page: Page) {
  await expect(page.getByTestId('home')).toBeVisible({ timeout: 20_000 });
}

/** A horizontal drag of `dx` px across the banner, as a finger would make it. */
async function swipe(page: Page, dx: number) {
  const box = (await page.locator('.marquee__viewport').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

test.describe('marquee banner', () => {
  // A device that does not ask for reduced motion (the suite's does): the banner moves on by itself.
  test.use({ reducedMotion: 'no-preference' });

  test('[home.marquee] the announcements move on every 4 s, and the pause button holds them', async ({
    page,
    scenario,
  }) => {
    await page.clock.install();
    await scenario('home.marquee');
    await homeShown(page);
    await expect(banner(page)).toBeVisible();
    await holdClock(page);
    await expect(current(page)).toHaveText(FIRST);
    await expect(current(page)).toHaveAttribute('aria-label', '1 dari 3');

    await page.clock.runFor(4000);
    await expect(current(page)).toHaveText(SECOND);
    await page.clock.runFor(4000);
    await expect(current(page)).toHaveText(THIRD);
    await page.clock.runFor(4000);
    await expect(current(page)).toHaveText(FIRST);

    await page.getByRole('button', { name: 'Jeda pengumuman' }).click();
    await page.getByRole('button', { name: 'Putar pengumuman' }).blur();
    await page.clock.runFor(12_000);
    await expect(current(page)).toHaveText(FIRST);
    await page.getByRole('button', { name: 'Putar pengumuman' }).click();
    await page.getByRole('button', { name: 'Jeda pengumuman' }).blur();
    await page.clock.runFor(4000);
    await expect(current(page)).toHaveText(SECOND);
  });

  test('[home.marquee] a swipe of 30 px moves it either way, a shorter one does not', async ({
    page,
    scenario,
  }) => {
    await page.clock.install();
    await scenario('home.marquee');
    await homeShown(page);
    await expect(current(page)).toHaveText(FIRST);
    await swipe(page, -20);
    await expect(current(page)).toHaveText(FIRST);
    await swipe(page, -40);
    await expect(current(page)).toHaveText(SECOND);
    await swipe(page, 40);
    await expect(current(page)).toHaveText(FIRST);
    await swipe(page, 35);
    await expect(current(page)).toHaveText(THIRD);
  });

  test('[home.marquee] it holds still when the device asks for reduced motion', async ({
    page,
    scenario,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await scenario('home.marquee');
    await homeShown(page);
    await expect(current(page)).toHaveText(FIRST);
    await expect(page.getByRole('button', { name: 'Putar pengumuman' })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(current(page)).toHaveText(FIRST);
    // The hidden slides stay out of the screen reader's way; the shown one is read with its place.
    await expect(banner(page).getByRole('group')).toHaveCount(1);
  });

  test('[home.marquee] in English, and on the wallet home too', async ({ page, scenario }) => {
    test.slow();
    await overrideDevice(page, { locale: 'en-US' });
    await scenario('home.marquee');
    const english = page.getByRole('region', { name: 'Announcements' });
    // Every request of this page passes the device override's route handler: the first paint takes longer.
    await expect(english).toBeVisible({ timeout: 15_000 });
    await expect(current(page)).toHaveText(
      'System maintenance on Sunday, 29 Nov 2026, 00:00–03:00 WIB: Instant Cash and bill payments are unavailable.',
    );
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-marquee-current')).toHaveText(
      'System maintenance on Sunday, 29 Nov 2026, 00:00–03:00 WIB: Instant Cash and bill payments are unavailable.',
      { timeout: 15_000 },
    );
  });
});
