import { expect, test } from './fixtures';

/**
 * A tester whose session the bank no longer holds (expired after 14 idle days, or a database started
 * fresh) is told so once, and lands back in the scenario instead of silently seeing another state.
 */
test('a test session the bank no longer holds: the app says so, and a reload starts again', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'fb_session', value: 'expired-session-0001', url: baseURL! }]);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Sesi uji kedaluwarsa' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sesi uji kamu kedaluwarsa; skenario dipulihkan.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sesi uji kedaluwarsa' })).toHaveCount(0);
});
