import { expect, test } from './fixtures';

test.describe('apply', () => {
  test('[apply.can-apply] benefits, 3 steps in 3 minutes, three terms boxes and the check-limit button', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('apply.can-apply');
    await expect(page.getByText('Limit hingga')).toBeVisible();
    await expect(page.getByText('Rp 100.000.000', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keuntungan Pay Later' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3 langkah, 3 menit' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Isi data diri dan pekerjaan' })).toBeVisible();

    const checkLimit = page.getByRole('button', { name: 'Cek limit' });
    await expect(checkLimit).toBeDisabled();
    await expect(
      page.getByText('Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.'),
    ).toBeVisible();
    await expectAccessible();

    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    await page.getByText('Saya telah membaca dan menyetujui Syarat & Ketentuan Pay Later').click();
    await page.getByText('Saya menyatakan bukan wajib pajak Amerika Serikat atau negara Uni Eropa').click();
    await expect(checkLimit).toBeDisabled();
    await page
      .getByText('Saya setuju data saya digunakan untuk penilaian kredit dan penawaran produk')
      .click();
    await expect(checkLimit).toBeEnabled();
    await expect(page.getByText('Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.')).toBeHidden();

    await checkLimit.click();
    // The terms screen comes first (its agreement is saved for the application), then the flow.
    await expect(page).toHaveURL(/\/terms\?next=%2Floading$|\/terms\?next=\/loading$/);
    await expect(page.getByRole('heading', { name: 'SYARAT & KETENTUAN' })).toBeVisible();
  });

  test('[apply.not-whitelisted] Pay Later is not offered and the visitor can ask to be notified', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('apply.not-whitelisted');
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole('button', { name: 'Beri tahu saya' }).click();
    await expect(page.getByText('Siap! Kami akan mengabari kamu saat Pay Later tersedia.')).toBeVisible();
    await expect(page.getByText('Kamu akan dikabari')).toBeVisible();
    const state = (await bankState()) as { paylater: { notifyRequested: boolean } };
    expect(state.paylater.notifyRequested).toBe(true);
  });

  test('the back button of the native bar on another page replaces it with Pay Later apply', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.can-apply', '/terms');
    await expect(page.getByRole('heading', { name: 'SYARAT & KETENTUAN' })).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
  });
});
