import { expect, test } from './fixtures';

const TERMS_REASON = 'Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.';
const NAME_ALPHABET = 'Nama harus terdiri dari alfabet saja.';

test.describe('terms', () => {
  test('[apply.terms-not-read] the terms must be read to the bottom and all three boxes ticked; the agreement is saved', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('apply.terms-not-read');
    await expect(page.getByRole('heading', { name: 'SYARAT & KETENTUAN', exact: true })).toBeVisible();
    const box = page.getByRole('region', { name: 'Isi Syarat & Ketentuan' });
    await expect(
      box.getByRole('heading', { name: 'Syarat dan Ketentuan Allo Prime dan Pay Later' }),
    ).toBeVisible();

    const agree = page.getByRole('button', { name: 'Setuju dan lanjutkan' });
    await expect(agree).toBeDisabled();
    await expect(page.getByText(TERMS_REASON)).toBeVisible();
    await expect(page.getByText('Gulir sampai akhir untuk bisa menyetujui.')).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    for (const checkbox of await boxes.all()) await expect(checkbox).toBeDisabled();

    // Keyboard users scroll the terms box: focus it and go to its end. On a loaded machine the first press
    // can land before the box is laid out as a scroller (it then scrolls the page): press again, as a user would.
    await expect(async () => {
      await box.focus();
      await page.keyboard.press('End');
      await expect(page.getByText('Kamu sudah membaca sampai akhir.')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(box.getByRole('heading', { name: '4. Hak Nasabah' })).toBeInViewport();

    await expect(agree).toBeDisabled();
    await expect(page.getByText(TERMS_REASON)).toBeVisible();
    await page.getByText('Saya telah membaca dan menyetujui Syarat & Ketentuan').click();
    await page
      .getByText('Saya menyatakan bukan warga negara atau wajib pajak Amerika Serikat maupun negara Eropa')
      .click();
    await expect(agree).toBeDisabled();
    await expect(page.getByText(TERMS_REASON)).toBeVisible();
    await page
      .getByText('Saya setuju data pribadi saya digunakan sesuai Persetujuan Penggunaan Data Pribadi')
      .click();
    await expect(agree).toBeEnabled();
    await expect(page.getByText(TERMS_REASON)).toBeHidden();
    await expectAccessible();

    await agree.click();
    // On to the flow engine, which may already have handed over to the flow's first step.
    await expect(page).toHaveURL(/\/(loading|paylater\/form)$/);
    const state = (await bankState()) as {
      onboarding: { agreements: Array<{ tncName: string; version: string }> };
    };
    expect(state.onboarding.agreements.map((a) => a.tncName)).toEqual([
      'PRIME_AND_PAYLATER',
      'INSTANT_CASH',
      'PRIVACY_POLICY',
    ]);
  });

  test('the agreed terms lead on to the next step given in the query', async ({ page, scenario }) => {
    await scenario('apply.terms-not-read', '/terms?next=/register');
    const box = page.getByRole('region', { name: 'Isi Syarat & Ketentuan' });
    await expect(box.getByRole('heading', { name: 'Persetujuan Penggunaan Data Pribadi' })).toBeAttached();
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    for (const checkbox of await page.getByRole('checkbox').all()) await expect(checkbox).toBeEnabled();
    for (const item of await page.locator('.agreement-item').all()) await item.click();
    await page.getByRole('button', { name: 'Setuju dan lanjutkan' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('register', () => {
  test('[register.form] registration with name, email and password; the bank holds the new name and email', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('register.form');
    await expect(page.getByRole('heading', { name: 'DAFTAR' })).toBeVisible();

    await page.getByLabel('Nama lengkap').fill('Siti Rahayu');
    await page.getByLabel('Email').fill('siti.rahayu@contoh.co.id');
    const password = page.getByLabel('Kata sandi', { exact: true });
    await password.fill('rahasia');
    const rules = page.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(rules.getByRole('listitem').filter({ hasText: 'Huruf kecil (a-z)' })).toHaveAttribute(
      'data-met',
      'true',
    );
    await expect(rules.getByRole('listitem').filter({ hasText: 'Huruf besar (A-Z)' })).toHaveAttribute(
      'data-met',
      'false',
    );
    await password.blur();
    await expect(
      page.getByText('Kata sandi minimal 8 karakter dengan huruf kecil, huruf besar, angka dan simbol.'),
    ).toBeVisible();
    await password.fill('Rahasia#2026');
    await expect(rules.locator('[data-met="false"]')).toHaveCount(0);
    await expect(
      page.getByText('Kata sandi minimal 8 karakter dengan huruf kecil, huruf besar, angka dan simbol.'),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByText('Pendaftaran berhasil')).toBeVisible();
    await expect(
      page.getByText('Akunmu sudah terdaftar dengan email siti.rahayu@contoh.co.id.'),
    ).toBeVisible();
    await expectAccessible();
    const state = (await bankState()) as { customer: { name: string; email: string } };
    expect(state.customer.name).toBe('Siti Rahayu');
    expect(state.customer.email).toBe('siti.rahayu@contoh.co.id');

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[register.email-other-phone] an email registered with another phone is refused under the email field', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('register.email-other-phone');
    await page.getByLabel('Nama lengkap').fill('Budi Santoso');
    await page.getByLabel('Email').fill('terdaftar@contoh.co.id');
    await page.getByLabel('Kata sandi', { exact: true }).fill('Rahasia#2026');
    await page.getByRole('button', { name: 'Daftar' }).click();

    const error = page
      .getByRole('alert')
      .filter({ hasText: 'Email ini sudah terdaftar dengan nomor HP lain.' });
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('id', 'register-email-error');
    await expect(page.getByText('Pendaftaran berhasil')).toHaveCount(0);
    await expectAccessible();
    const state = (await bankState()) as { customer: { email: string } };
    expect(state.customer.email).not.toBe('terdaftar@contoh.co.id');
  });

  test('a name with digits is refused by the form and by the bank with the same message', async ({
    page,
    scenario,
  }) => {
    await scenario('register.form');
    const name = page.getByLabel('Nama lengkap');
    await name.fill('Budi 2');
    await name.blur();
    await expect(page.locator('#register-name-error')).toHaveText(NAME_ALPHABET);
    await name.fill('Budi Dua');
    await expect(page.getByText(NAME_ALPHABET)).toBeHidden();

    const csrf = (await (await page.request.get('/ifes/common/csrf_token/get')).json()) as {
      ret_data: { csrf_token: string };
    };
    const refused = await page.request.post('/ifes/ams/common/add/user_info', {
      headers: { csrf_token: csrf.ret_data.csrf_token },
      data: { name: 'Budi 2', email: 'budi@contoh.co.id', password: 'Rahasia#2026' },
    });
    const body = (await refused.json()) as { ret_code: string; ret_msg: string };
    expect(body.ret_code).not.toMatch(/0000$/);
    expect(body.ret_msg).toBe(NAME_ALPHABET);
  });
});
