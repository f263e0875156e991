import { expect, test } from './fixtures';

test.describe('language', () => {
  test('[lang.indonesian] a device locale that does not start with en shows Indonesian', async ({
    page,
    scenario,
  }) => {
    await scenario('lang.indonesian');
    await expect(page.getByRole('heading', { name: 'Keuntungan Pay Later' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });

  test('[lang.english] a device locale en-US shows English, and the bank answers in English', async ({
    faults,
    page,
    scenario,
  }) => {
    await scenario('lang.english');
    await expect(page.getByRole('heading', { name: 'Pay Later benefits' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check limit' })).toBeDisabled();
    await expect(
      page.getByText('Please read and agree to the Terms & Conditions to continue.'),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await faults({ next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80499999' }] });
    await page.reload();
    await expect(page.getByText('We cannot process your request', { exact: true })).toBeVisible();
    await expect(page.getByText('Sorry, we cannot process your request right now.')).toBeVisible();
  });

  test.describe('a browser in English', () => {
    test.use({ locale: 'en-US' });

    test('[lang.browser-english] outside the bank app, with no device locale, the browser’s en-US gives English', async ({
      page,
      scenario,
    }) => {
      await scenario('lang.browser-english');
      await expect(page.getByRole('heading', { name: 'Pay Later benefits' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check limit' })).toBeDisabled();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('[lang.browser-english] the same link in a browser in Indonesian reads Indonesian', async ({
    page,
    scenario,
  }) => {
    await scenario('lang.browser-english');
    await expect(page.getByRole('heading', { name: 'Keuntungan Pay Later' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});
