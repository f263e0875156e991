import { expect, test } from './fixtures';

/**
 * A tester whose session the bank expired (14 idle days, or the session bound: decision 0081) is told so
 * once, and lands back in the scenario instead of silently seeing another state. The bank's side (an
 * expired session's tombstone answers SESSION_EXPIRED once, then its scenario) is proven in
 * fake-bank/store/session-bounds.test.ts; here the bank's answer is armed as a fault, since an e2e run
 * cannot wait 14 days, and a cookie naming no row is silently a new session now.
 */
test('a test session the bank expired: the app says so, and a reload starts again', async ({
  page,
  scenario,
  faults,
}) => {
  await scenario('apply.can-apply');
  await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  await faults({ next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80400410' }] });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Sesi uji kedaluwarsa' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sesi uji kamu kedaluwarsa; skenario dipulihkan.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sesi uji kedaluwarsa' })).toHaveCount(0);
});
