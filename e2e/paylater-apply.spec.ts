import { expect, test } from './fixtures';

const TERMS_REASON = 'Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.';
const AGREE = 'Saya telah membaca dan menyetujui Syarat & Ketentuan Pay Later';

test.describe('apply', () => {
  test('[apply.can-apply] benefits, 3 steps in 3 minutes, the terms box and the check-limit button', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('apply.can-apply');
    await expect(page.getByText('Limit hingga')).toBeVisible();
    await expect(page.getByText('Rp100.000.000', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keuntungan Pay Later' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3 langkah, 3 menit' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Isi data diri dan pekerjaan' })).toBeVisible();

    const checkLimit = page.getByRole('button', { name: 'Cek limit' });
    await expect(checkLimit).toBeDisabled();
    await expect(page.getByText(TERMS_REASON)).toBeVisible();

    // One agreement, made where the terms can be read: the box opens the terms screen.
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    const box = page.getByRole('checkbox', { name: AGREE });
    await expect(box).not.toBeChecked();
    await page.getByText(AGREE).click();
    await expect(page).toHaveURL(/\/terms\?next=%2F$/);
    await expect(page.getByRole('heading', { name: 'SYARAT & KETENTUAN' })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Isi Syarat & Ketentuan' });
    await expect(terms.getByRole('heading', { name: 'Persetujuan Penggunaan Data Pribadi' })).toBeAttached();
    await terms.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.getByText('Kamu sudah membaca sampai akhir.')).toBeVisible();
    for (const item of await page.locator('.agreement-item').all()) await item.click();
    await page.getByRole('button', { name: 'Setuju dan lanjutkan' }).click();

    // Back on the apply screen: the box shows the agreement the bank now holds.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(box).toBeChecked();
    await expect(page.getByText('Kamu sudah menyetujui Syarat & Ketentuan.')).toBeVisible();
    await expect(page.getByText(TERMS_REASON)).toBeHidden();
    const state = (await bankState()) as { onboarding: { agreements: Array<{ tncName: string }> } };
    expect(state.onboarding.agreements.map((a) => a.tncName)).toContain('PRIME_AND_PAYLATER');

    // Unticking takes the agreement back for this screen; ticking again needs no second reading.
    await page.getByText(AGREE).click();
    await expect(checkLimit).toBeDisabled();
    await page.getByText(AGREE).click();
    await expect(checkLimit).toBeEnabled();
    await expectAccessible();

    await checkLimit.click();
    // The flow engine opens the first step: the Pay Later form.
    await expect(page).toHaveURL(/\/paylater\/form$/);
  });

  test('"Baca Syarat & Ketentuan" opens the terms to read again; the apply screen stays as it was', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.can-apply');
    await page.getByRole('button', { name: 'Baca Syarat & Ketentuan' }).click();
    await expect(page).toHaveURL(/\/terms\?next=%2F$/);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByRole('checkbox', { name: AGREE })).not.toBeChecked();
  });

  test('[apply.not-whitelisted] Pay Later is not offered and the visitor can ask to be notified', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('apply.not-whitelisted');
    await expect(page.getByText('Pay Later belum tersedia untukmu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toHaveCount(0);
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
