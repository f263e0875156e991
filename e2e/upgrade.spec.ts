import { expect, test, type Page } from './fixtures';
import { bankCall } from './bank-helpers';
import { choose, chooseAddress, heading } from './form-helpers';

interface WalletAnswer {
  mpcLevel: string;
  coreAcctList: Array<{ acctType: string; acctBizType: string; acctNo: string }>;
}

interface TierState {
  customer: { mpcLevel: string };
  security: { prime: { acctNo: string } | null };
  wallet: { savingsAcctNo: string };
}

/** What mpc_balance answers now. */
async function walletOf(page: Page): Promise<WalletAnswer> {
  return (await bankCall<WalletAnswer>(page, '/ams/account/query/mpc_balance', {})).ret_data;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The Prime data form filled with a valid home address of the city lookup; the postal code as given. */
async function fillPrimeForm(page: Page, postCode = '10110') {
  await choose(page, 'Pekerjaan', 'Karyawan swasta');
  await choose(page, 'Bidang usaha', 'Perdagangan');
  await choose(page, 'Jabatan', 'Staf');
  await choose(page, 'Sumber dana', 'Gaji');
  await choose(page, 'Penghasilan per bulan', 'Rp5.000.000 - Rp10.000.000');
  await choose(page, 'Tujuan pembukaan rekening', 'Tabungan');
  await chooseAddress(
    page,
    ['DKI Jakarta', 'Kota Jakarta Pusat', 'Gambir', 'Gambir'],
    ['Kota Jakarta Pusat', 'Gambir', 'Kebon Kelapa'],
  );
  await expect(field(page, 'Kode pos')).toHaveValue('10110');
  if (postCode !== '10110') await field(page, 'Kode pos').fill(postCode);
  await field(page, 'Nama jalan dan nomor rumah').fill('Jl. Merdeka No. 10');
  await field(page, 'RT').fill('1');
  await field(page, 'RW').fill('2');
}

test.describe('upgrade to Allo Pay+', () => {
  test('[upgrade.middle-success] an Allo Pay wallet sees what Allo Pay+ gives, upgrades with one tap, and the result shows the tier the bank answers', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('upgrade.pay-plus');
    await expect(heading(page, 'Saldo lebih besar dengan Allo Pay+')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Dari Allo Pay ke Allo Pay+' })).toBeVisible();
    await expect(page.getByTestId('gain-balanceCap')).toHaveText('Rp10.000.000');
    await expect(page.getByTestId('gain-balanceCap-from')).toHaveText('Rp2.000.000');
    await expect(page.getByTestId('gain-incomingCap')).toHaveText('Rp20.000.000');
    await expect(page.getByTestId('gain-interest')).toHaveCount(0);

    await page.getByTestId('upgrade-middle-submit').click();
    await expect(page).toHaveURL(/\/upgrade\/result\?tier=middle$/);
    await expect(heading(page, 'Selamat, kamu sekarang Allo Pay+')).toBeVisible();
    await expect(page.getByText('Dompetmu sudah terdaftar. Saldo maksimal kini Rp10.000.000.')).toBeVisible();
    await expect(page.getByTestId('upgrade-tier')).toHaveText('Allo Pay+');
    await expectAccessible();
    expect(((await bankState()) as unknown as TierState).customer.mpcLevel).toBe('2');
    expect(await walletOf(page)).toMatchObject({
      mpcLevel: '2',
      coreAcctList: [{ acctType: 'EMONEY', acctBizType: 'REGISTERED' }],
    });

    await page.getByTestId('upgrade-home').click();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('[upgrade.middle-success] the scenario lands on the result; the offer then says the tier is held', async ({
    page,
    scenario,
  }) => {
    await scenario('upgrade.middle-success');
    await expect(heading(page, 'Selamat, kamu sekarang Allo Pay+')).toBeVisible();
    await expect(page.getByTestId('upgrade-balance-cap')).toHaveText('Rp10.000.000');
    await expect(page.getByRole('button', { name: 'Upgrade ke Allo Prime' })).toBeVisible();

    await page.goto('/upgrade/pay-plus');
    await expect(heading(page, 'Kamu sudah Allo Pay+')).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade ke Allo Prime' }).click();
    await expect(page).toHaveURL(/\/upgrade\/prime$/);
    await expect(heading(page, 'Tabungan berbunga dengan Allo Prime')).toBeVisible();
  });
});

test.describe('upgrade to Allo Prime', () => {
  test('[upgrade.prime-success] what Prime gives, the Prime data form with its rules, then Allo Prime with the savings account the bank opened', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    test.slow(); // a long walk: on a loaded two-core machine it outlasts the default limit
    await scenario('upgrade.prime');
    await expect(heading(page, 'Tabungan berbunga dengan Allo Prime')).toBeVisible();
    await expect(page.getByTestId('gain-interest')).toHaveText('5,00% per tahun');
    await expect(page.getByTestId('gain-balanceCap')).toHaveText('Tanpa batas');
    await expect(page.getByTestId('gain-balanceCap-from')).toHaveText('Rp10.000.000');

    // The form's rules (the same as the application's Prime step).
    await page.getByTestId('prime-submit').click();
    await expect(page.locator('#prime-profession-error')).toHaveText('Pilih pekerjaan');
    await field(page, 'Kode pos').fill('1011');
    await field(page, 'Kode pos').blur();
    await expect(page.locator('#prime-postCode-error')).toHaveText('Kode pos harus 5 digit.');

    await fillPrimeForm(page);
    await page.getByTestId('prime-submit').click();
    await expect(page).toHaveURL(/\/upgrade\/result\?tier=prime$/);
    await expect(heading(page, 'Selamat, kamu sekarang Allo Prime')).toBeVisible();
    const state = (await bankState()) as unknown as TierState;
    expect(state.customer.mpcLevel).toBe('3');
    const acctNo = state.security.prime?.acctNo ?? '';
    expect(acctNo).toMatch(/^0567\d{10}$/);
    await expect(page.getByTestId('upgrade-account')).toContainText(acctNo);
    await expect(page.getByTestId('upgrade-tier')).toHaveText('Allo Prime');
    await expect(page.getByTestId('upgrade-balance-cap')).toHaveText('Tanpa batas');
    expect(await walletOf(page)).toMatchObject({
      mpcLevel: '3',
      coreAcctList: [{ acctType: 'SAVINGS', acctBizType: 'PRIME', acctNo }],
    });
    await expectAccessible();
    await page.getByTestId('upgrade-home').click();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('[upgrade.prime-success] the scenario lands on the result with the savings account; the offer says Prime is held', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('upgrade.prime-success');
    await expect(heading(page, 'Selamat, kamu sekarang Allo Prime')).toBeVisible();
    const { wallet } = (await bankState()) as unknown as TierState;
    await expect(page.getByTestId('upgrade-account')).toContainText(wallet.savingsAcctNo);
    await page.goto('/upgrade/prime');
    await expect(heading(page, 'Kamu sudah Allo Prime')).toBeVisible();
  });

  const refusals = [
    {
      title:
        '[upgrade.prime-unsuccessful] postal code 00000: the upgrade is unsuccessful and the account stays Allo Pay+',
      postCode: '00000',
      code: '80433050',
      heading: 'Upgrade tidak berhasil',
      body: 'Upgrade ke Allo Prime tidak berhasil karena data kamu belum memenuhi kriteria bank.',
    },
    {
      title:
        '[upgrade.validation-failed] postal code 99999: data validation failed, try later; the account stays Allo Pay+',
      postCode: '99999',
      code: '80433051',
      heading: 'Validasi data gagal',
      body: 'Silakan coba lagi nanti.',
    },
  ];
  for (const c of refusals) {
    test(c.title, async ({ page, scenario, bankState, expectAccessible }) => {
      test.slow(); // a long walk: on a loaded two-core machine it outlasts the default limit
      await scenario('upgrade.prime');
      await fillPrimeForm(page, c.postCode);
      await page.getByTestId('prime-submit').click();
      await expect(page).toHaveURL(new RegExp(`/upgrade/result\\?tier=prime&code=${c.code}$`));
      await expect(heading(page, c.heading)).toBeVisible();
      await expect(page.getByText(c.body, { exact: true })).toBeVisible();
      await expect(page.getByText('Akun kamu tetap Allo Pay+.')).toBeVisible();
      await expectAccessible();
      const state = (await bankState()) as unknown as TierState;
      expect(state.customer.mpcLevel).toBe('2');
      expect(state.security.prime).toBeNull();
      await page.getByTestId('upgrade-home').click();
      await expect(page).toHaveURL(/\/wallet$/);
    });
  }

  test('[upgrade.prime-unsuccessful] the scenario lands on the result; the bank criteria refuse the form again', async ({
    page,
    scenario,
  }) => {
    await scenario('upgrade.prime-unsuccessful');
    await expect(heading(page, 'Upgrade tidak berhasil')).toBeVisible();
    await expect(page.getByText('Akun kamu tetap Allo Pay+.')).toBeVisible();
    await page.goto('/upgrade/prime');
    await fillPrimeForm(page);
    await page.getByTestId('prime-submit').click();
    await expect(page).toHaveURL(/code=80433050$/);
    await expect(heading(page, 'Upgrade tidak berhasil')).toBeVisible();
  });

  test('[upgrade.validation-failed] the scenario lands on the result; try again fails until the bank is back, then Prime opens', async ({
    clock,
    page,
    scenario,
  }) => {
    // The Prime form is filled twice.
    test.slow();
    await scenario('upgrade.validation-failed');
    await expect(heading(page, 'Validasi data gagal')).toBeVisible();
    await expect(page.getByText('Silakan coba lagi nanti.', { exact: true })).toBeVisible();

    await page.getByTestId('upgrade-try-again').click();
    await expect(page).toHaveURL(/\/upgrade\/prime$/);
    await fillPrimeForm(page);
    await page.getByTestId('prime-submit').click();
    await expect(heading(page, 'Validasi data gagal')).toBeVisible();

    // Two hours later the bank's validation is back.
    await clock({ advanceMinutes: 121 });
    await page.getByTestId('upgrade-try-again').click();
    await fillPrimeForm(page);
    await page.getByTestId('prime-submit').click();
    await expect(heading(page, 'Selamat, kamu sekarang Allo Prime')).toBeVisible();
  });
});
