import { countAnswers, expect, runClockUntil, test } from './fixtures';

const REAPPLY = 'Kamu bisa mengajukan lagi mulai 21 Feb 2027';

test.describe('apply states and results', () => {
  test('[apply.under-review] an application the bank is reviewing', async ({ page, scenario }) => {
    await scenario('apply.under-review');
    await expect(page.getByRole('heading', { name: 'Pengajuanmu sedang ditinjau' })).toBeVisible();
    await expect(page.getByText('Biasanya kurang dari 5 menit', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kembali ke beranda' })).toBeVisible();
  });

  test('[apply.approved] approved with the limit-approved dialog', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('apply.approved');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Selamat! Limit kamu disetujui')).toBeVisible();
    await expect(dialog.getByText('Rp15.000.000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Oke' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Pengajuanmu disetujui' })).toBeVisible();
    await expect(page.getByText('Limit kredit')).toBeVisible();
    await expect(page.getByText('Rp15.000.000')).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/result$/);
  });

  test('[apply.rejected-bank-policy] not approved for bank policy, reapply after 3 months', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.rejected-bank-policy');
    await expect(page.getByRole('heading', { name: 'Pengajuanmu belum disetujui' })).toBeVisible();
    await expect(page.getByText('Pengajuanmu belum memenuhi kriteria atau kebijakan bank.')).toBeVisible();
    await expect(page.getByText(REAPPLY)).toBeVisible();
  });

  test('[apply.reapply-open] three months after a rejection the landing offers the apply steps again', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.reapply-open');
    await expect(page.getByRole('heading', { name: 'Keuntungan Pay Later' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pengajuanmu belum disetujui' })).toHaveCount(0);
    await expect(page.getByText('Kamu bisa mengajukan lagi', { exact: false })).toHaveCount(0);
  });

  test('[apply.rejected-low-score] not approved for a low credit score', async ({ page, scenario }) => {
    await scenario('apply.rejected-low-score');
    await expect(page.getByRole('heading', { name: 'Pengajuanmu belum disetujui' })).toBeVisible();
    await expect(
      page.getByText('Skor kreditmu belum mencukupi. Ada pembayaran yang terlambat.'),
    ).toBeVisible();
    await expect(page.getByText(REAPPLY)).toBeVisible();
  });

  test('[apply.not-eligible] an unregistered visitor is not eligible and can register, then apply', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('apply.not-eligible');
    await expect(page.getByRole('heading', { name: 'Kamu belum memenuhi syarat' })).toBeVisible();
    await expect(
      page.getByText(
        'Pay Later tersedia untuk pengguna yang sudah terdaftar. Selesaikan pendaftaran akunmu dulu.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Daftar sekarang' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Nama lengkap').fill('Siti Rahayu');
    await page.getByLabel('Email').fill('siti.rahayu@contoh.co.id');
    await page.getByLabel('Kata sandi', { exact: true }).fill('Rahasia#2026');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByText('Pendaftaran berhasil')).toBeVisible();
    const state = (await bankState()) as { customer: { registered: boolean; mpcLevel: string } };
    expect(state.customer).toMatchObject({ registered: true, mpcLevel: '1' });

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByRole('heading', { name: 'Keuntungan Pay Later' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  });

  for (const [id, reason] of [
    ['apply.not-eligible-citizenship', 'Pay Later hanya tersedia untuk Warga Negara Indonesia (WNI).'],
  ] as const) {
    test(`[apply.not-eligible] ${id}: a foreign citizen sees the reason and the bank refuses to apply`, async ({
      page,
      scenario,
    }) => {
      await scenario(id);
      await expect(page.getByRole('heading', { name: 'Kamu belum memenuhi syarat' })).toBeVisible();
      await expect(page.getByText(reason)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cek limit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Kembali ke beranda' })).toBeVisible();

      // The same rule at the bank: apply/credit is refused, whatever the screen shows.
      const csrf = (await (await page.request.get('/ifes/common/csrf_token/get')).json()) as {
        ret_data: { csrf_token: string };
      };
      const headers = { csrf_token: csrf.ret_data.csrf_token };
      const check = (await (
        await page.request.post('/ifes/ams/account/pre_check', {
          headers,
          data: { partnerId: '', userToken: '' },
        })
      ).json()) as { ret_data: { openAcctCaseNo: string } };
      const refused = (await (
        await page.request.post('/ifes/ams/account/apply/credit', {
          headers,
          data: { OPEN_ACCT_CASE_NO: check.ret_data.openAcctCaseNo, BIZ_TYPE: 'PAY_APP' },
        })
      ).json()) as { ret_code: string; ret_msg: string };
      expect(refused.ret_code).toBe('80432012');
      expect(refused.ret_msg).toBe('Kamu belum memenuhi syarat untuk mengajukan Pay Later.');
    });
  }

  test('[apply.link-expired] apply/credit refuses: the link expired', async ({ page, scenario }) => {
    await scenario('apply.link-expired');
    await expect(page.getByRole('heading', { name: 'Tautan sudah kedaluwarsa' })).toBeVisible();
    await expect(page.getByText('Tautan sudah kedaluwarsa.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kembali ke beranda' })).toBeVisible();
  });

  test('[apply.data-on-another-account] apply/credit refuses: data on another account', async ({
    page,
    scenario,
  }) => {
    await scenario('apply.data-on-another-account');
    await expect(page.getByRole('heading', { name: 'Data ditemukan di akun lain' })).toBeVisible();
    await expect(page.getByText('Data kamu sudah terdaftar di akun lain.')).toBeVisible();
  });

  test('[apply.retention-dialog] leaving the apply screen: stay on page or go home', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('apply.retention-dialog');
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Yakin ingin keluar?')).toBeVisible();
    // Axe once the dialog has faded in (mid-animation colours are not the real ones).
    await expect(dialog.locator('xpath=./div').first()).toHaveCSS('opacity', '1');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Tetap di halaman' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Keuntungan Pay Later')).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByRole('button', { name: 'Ke beranda' })).toBeVisible();
  });

  test('[apply.polling-result] applies, polls every 2000 ms up to 10 times, then verifying', async ({
    page,
    scenario,
    bankState,
  }) => {
    // Ten polls of 2000 ms on Playwright's clock run every spinner frame between them: slow on two cores.
    test.slow();
    await page.clock.install();
    const answers = countAnswers(page, /query\/apply_result/);
    // The onboarding flow ends on /result: nothing applied yet, so it applies first (apply/credit).
    await scenario('apply.polling-result', '/result');
    await expect(page.getByText('Sedang diverifikasi...')).toBeVisible();
    await runClockUntil(page, answers, 10);
    await expect(page.getByRole('heading', { name: 'Pengajuanmu sedang diverifikasi' })).toBeVisible();
    await page.clock.runFor(6000);
    expect(answers()).toBe(10);
    await expect(page.getByText('Sedang diverifikasi...')).toHaveCount(0);
    const state = (await bankState()) as { onboarding: { application: { bizType: string } } };
    expect(state.onboarding.application.bizType).toBe('PAY_APP');
  });

  test('[result.pre-approved] congratulations, the limit, proceed', async ({ page, scenario }) => {
    await scenario('result.pre-approved');
    await expect(page.getByRole('heading', { name: 'Selamat! Kamu pra-disetujui' })).toBeVisible();
    await expect(page.getByText('Rp15.000.000')).toBeVisible();
    // Proceed: on to the loading route, which continues the flow (owned by the onboarding feature).
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).not.toHaveURL(/\/result$/);
  });

  test('[result.verifying] the application is being verified', async ({ page, scenario }) => {
    await scenario('result.verifying');
    await expect(page.getByRole('heading', { name: 'Pengajuanmu sedang diverifikasi' })).toBeVisible();
    await expect(page.getByText('Persetujuan biasanya kurang dari 5 menit.', { exact: false })).toBeVisible();
  });

  test('[result.failed] the application failed', async ({ page, scenario }) => {
    await scenario('result.failed');
    await expect(page.getByRole('heading', { name: 'Pengajuanmu belum disetujui' })).toBeVisible();
    await expect(page.getByText(REAPPLY)).toBeVisible();
  });

  test('[result.success] Pay Later is active', async ({ page, scenario }) => {
    await scenario('result.success');
    await expect(page.getByRole('heading', { name: 'Pay Later kamu sudah aktif' })).toBeVisible();
    await expect(page.getByText('Rp15.000.000')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mulai pakai Pay Later' })).toBeVisible();
  });

  for (const [level, title, body, limit] of [
    [
      'low',
      'Skor kreditmu: rendah',
      'Bayar tagihan tepat waktu untuk menaikkan skor dan limitmu.',
      'Rp2.000.000',
    ],
    [
      'medium',
      'Skor kreditmu: sedang',
      'Limit hingga Rp50.000.000, bunga mulai 1,95%, tenor hingga 12 bulan.',
      'Rp25.000.000',
    ],
    [
      'high',
      'Skor kreditmu: tinggi',
      'Limit hingga Rp100.000.000, bunga 0,00%, tenor hingga 24 bulan.',
      'Rp100.000.000',
    ],
  ] as const) {
    const tag = {
      low: '[result.flexible-low]',
      medium: '[result.flexible-medium]',
      high: '[result.flexible-high]',
    }[level];
    test(`${tag} flexible result, credit score ${level}, app download prompt`, async ({ page, scenario }) => {
      await scenario(`result.flexible-${level}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(body)).toBeVisible();
      await expect(page.getByText(limit, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unduh aplikasi' })).toBeVisible();
    });
  }
});
