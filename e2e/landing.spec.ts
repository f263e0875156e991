import { overrideDevice } from './device';
import { expect, test, controlOf } from './fixtures';

test.describe('landing', () => {
  test('[landing.access-allowed] access allowed opens the Pay Later apply screen at /', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.access-allowed');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'PAY LATER', exact: true })).toBeVisible();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  });

  test('[landing.access-code-80430241] code 80430241 with access false is treated as allowed', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.access-code-80430241');
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    await expect(page).not.toHaveURL(/download/);
  });

  test('[landing.access-denied] access false sends the browser to the download page with platform=lph5', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.access-denied');
    await expect(page).toHaveURL(/\/__fake-bank\/download\?platform=lph5$/);
    await expect(page.getByTestId('platform')).toHaveText('lph5');
  });

  test('[landing.access-allowed] the landing asks the channel config, the access config and the gray check', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.access-allowed');
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
    const log = (await controlOf(page).call('GET', '/log')) as Array<{ path: string }>;
    const paths = log.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ifes/ams/common/get/channel_config',
        '/ifes/ams/common/get/access_config',
        '/ifes/ams/common/gray-config/check',
      ]),
    );
  });

  test('[landing.feature-not-open] Pay Later on the noOpenList does not open and says so; the wallet still works', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.feature-not-open');
    await expect(page.getByRole('heading', { name: 'Pay Later belum dibuka' })).toBeVisible();
    await expect(
      page.getByText(
        'Pay Later belum dibuka untuk saat ini. Fitur lain seperti dompet, poin, dan promo tetap bisa kamu gunakan.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ke dompet Allo Pay' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
  });

  test('[landing.feature-not-open] the same in English', async ({ page, scenario }) => {
    await overrideDevice(page, { locale: 'en-US' });
    await scenario('landing.feature-not-open');
    // Every request of this page passes the device override's route handler: the first paint takes longer.
    await expect(page.getByRole('heading', { name: 'Pay Later is not open yet' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Go to Allo Pay wallet' })).toBeVisible();
  });

  test('[landing.access-denied] Pay Later on the noAccessList sends the visitor to the download page', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.no-access-list');
    await expect(page).toHaveURL(/\/__fake-bank\/download\?platform=lph5$/);
  });

  test('[apply.not-whitelisted] outside the gray release the visitor is pointed to the app, not offered the notify request', async ({
    page,
    scenario,
  }) => {
    await scenario('landing.gray-miss');
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka aplikasi Allo Bank' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beri tahu saya' })).toHaveCount(0);
  });

  test('a QA link with ?scenario= starts the session in that scenario and drops the parameter', async ({
    page,
  }) => {
    await page.goto('/?scenario=apply.not-whitelisted');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
  });
});
