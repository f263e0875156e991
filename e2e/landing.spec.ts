import { expect, test } from './fixtures';

test.describe('landing', () => {
  test('[landing.access-allowed] access allowed opens the Pay Later apply screen at /', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('landing.access-allowed');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'PAY LATER', exact: true })).toBeVisible();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
    await expectAccessible();
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

  test('a QA link with ?scenario= starts the session in that scenario and drops the parameter', async ({
    page,
  }) => {
    await page.goto('/?scenario=apply.not-whitelisted');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
  });
});
