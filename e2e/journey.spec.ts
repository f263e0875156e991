import { nikShownFor } from './bank-helpers';
import { controlOf, expect, test } from './fixtures';
import { choose, chooseAddress, enterPin, heading } from './form-helpers';
import { photoFile } from './photo-files';

interface JourneyState {
  customer: { phone: string; nik: string };
  security: { pin: unknown };
  onboarding: {
    application: { bizType: string } | null;
    flows: Array<{ bizServiceId: string; done: number }>;
  };
}

/**
 * The default scenario walked by hand, as a visitor would: from the landing page through the terms, the
 * Pay Later form, the e-KTP photo, the face check, OTP and PIN, to the result. Every step is a real call
 * to the fake bank; nothing is seeded past the landing page.
 */
test.describe('the application by hand', () => {
  test('[apply.can-apply] [ocr.success] [face.success] [result.success] from the landing page through the camera steps to the result', async ({
    page,
    scenario,
    bankState,
  }) => {
    test.setTimeout(150_000);
    await scenario('apply.can-apply', '/');
    const { customer, security } = (await bankState()) as unknown as JourneyState;
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const leave = async (label: string, value: string) => {
      await field(label).fill(value);
      await field(label).blur();
    };

    // The terms: read to the bottom on their own screen, three boxes, then back to check the limit.
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
    await page.getByText('Saya telah membaca dan menyetujui Syarat & Ketentuan Pay Later').click();
    const terms = page.getByRole('region', { name: 'Isi Syarat & Ketentuan' });
    await expect(terms.getByRole('heading').first()).toBeVisible();
    await terms.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.getByText('Kamu sudah membaca sampai akhir.')).toBeVisible();
    for (const item of await page.locator('.agreement-item').all()) await item.click();
    await page.getByRole('button', { name: 'Setuju dan lanjutkan' }).click();
    await page.getByRole('button', { name: 'Cek limit' }).click();

    // The Pay Later form (a student: no employer fields; limit up to Rp50.000.000, no NPWP).
    await expect(page).toHaveURL(/\/paylater\/form$/);
    await choose(page, 'Pekerjaan', 'Pelajar / mahasiswa');
    await choose(page, 'Bidang usaha', 'Pendidikan');
    await choose(page, 'Jabatan', 'Lainnya');
    await leave('Nama kontak darurat', 'Budi Santoso');
    await leave(
      'Nomor HP kontak darurat',
      customer.phone.startsWith('81') ? '82' + customer.phone.slice(2) : '81' + customer.phone.slice(2),
    );
    await choose(page, 'Tujuan pembukaan rekening', 'Tabungan');
    await choose(page, 'Penghasilan per bulan', 'Di bawah Rp5.000.000');
    await choose(page, 'Sumber penghasilan', 'Pemberian keluarga');
    await choose(page, 'Status pernikahan', 'Belum kawin');
    await leave('Nama ibu kandung', 'Siti Aminah');
    await chooseAddress(
      page,
      ['DKI Jakarta', 'Kota Jakarta Pusat', 'Gambir', 'Gambir'],
      ['Kota Jakarta Pusat', 'Gambir', 'Kebon Kelapa'],
    );
    await leave('Nama jalan dan nomor rumah', 'Jl. Kebon Sirih No. 5');
    await leave('RT/RW', '001/002');
    await page.getByTestId('paylater-form-submit').click();

    // The e-KTP photo, read by the bank, confirmed as read.
    await expect(page).toHaveURL(/\/ocr$/);
    await page.getByRole('button', { name: 'Ambil Foto e-KTP' }).click();
    await page.getByTestId('ocr-photo-input').setInputFiles(photoFile('ktp.jpg'));
    await page.getByRole('button', { name: 'Gunakan Foto' }).click();
    await expect(page).toHaveURL(/\/ocr\/confirm$/);
    await expect(page.getByLabel('NIK')).toHaveValue(nikShownFor(customer.nik));
    await page.getByRole('button', { name: 'Data Sudah Benar' }).click();

    // The face check.
    await expect(page).toHaveURL(/\/face$/);
    await page.getByRole('button', { name: 'Mulai Verifikasi' }).click();
    await page.getByTestId('face-photo-input').setInputFiles(photoFile('selfie.jpg'));
    await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    // OTP by WhatsApp with the magic code, then the PIN (the seeded one, or a new one when there is none).
    await expect(page).toHaveURL(/\/otp\?/);
    await page.getByRole('button', { name: 'Kirim kode' }).click();
    await enterPin(page, '123456', 'Kode OTP 6 digit');
    if (security.pin) {
      await expect(heading(page, 'Masukkan PIN kamu')).toBeVisible();
      await enterPin(page, '135790');
    } else {
      await expect(heading(page, 'Buat PIN transaksi')).toBeVisible();
      await enterPin(page, '147258');
      await expect(heading(page, 'Konfirmasi PIN')).toBeVisible();
      await enterPin(page, '147258');
    }

    // apply/credit, polled to the answer.
    await expect(heading(page, 'Pay Later kamu sudah aktif')).toBeVisible({ timeout: 20_000 });
    const done = (await bankState()) as unknown as JourneyState;
    expect(done.onboarding.application?.bizType).toBeTruthy();
    expect(done.onboarding.flows.find((f) => f.bizServiceId === 'PAYLATER_APPLY')?.done).toBe(5);
    await expect(page.getByText('Rp10.000.000')).toBeVisible();

    // The approval opened the line: the home shows the whole new limit, ready to use.
    await page.getByRole('button', { name: 'Mulai pakai Pay Later' }).click();
    await expect(page).toHaveURL(/\/paylater\/home$/);
    await expect(page.getByTestId('home-limit')).toHaveText('Rp10.000.000');
    await expect(page.getByTestId('home-available')).toHaveText('Rp10.000.000');
    await expect(page.getByRole('heading', { name: 'Limit barumu siap digunakan' })).toBeVisible();
    await expect(page.getByTestId('home-cash')).toBeEnabled();

    // Opening the product again lands on the home, not on the apply screen.
    await page.goto('/');
    await expect(page).toHaveURL(/\/paylater\/home$/);
    await expect(page.getByTestId('home-limit')).toHaveText('Rp10.000.000');
  });
});

interface WalletSlice {
  customer: { phone: string };
  wallet: { balance: string; merchants: Array<{ merchantId: string; merchantName: string }> };
}

/**
 * Money in, money out, by hand: a top-up by bank transfer lands in the balance, and a merchant's order is
 * paid from it at the cashier; the balance list then shows both. Also run against the spec-only bank (the
 * `spec-profile` project), where the virtual account's limits and the paid amount are the client's own.
 */
test.describe('top-up, then checkout', () => {
  test('[topup.bank-transfer] [checkout.paid] [wallet.balance-transactions] a transfer of Rp50.000 lands, an order of Rp75.000 is paid from the balance', async ({
    page,
    scenario,
    bankState,
  }) => {
    await page.clock.install();
    await scenario('topup.bank-transfer', '/wallet/top-up');
    const before = (await bankState()) as unknown as WalletSlice;
    await expect(page.getByTestId('topup-balance')).toHaveText('Rp1.250.000');
    await page.getByRole('link', { name: /Transfer bank/ }).click();
    await page.getByRole('link', { name: /BCA/ }).click();
    const vaCode = `39358${before.customer.phone}`;
    await expect(page.getByTestId('topup-va-number')).toHaveText(vaCode);
    await expect(page.getByTestId('topup-va-minimum')).toHaveText('Rp10.000');
    await expect(page.getByTestId('topup-va-maximum')).toHaveText('Rp8.750.000');

    await controlOf(page).call('POST', '/simulate/va-payment', {
      vaCode,
      amount: 50_000,
      reference: 'BCA-JOURNEY-0001',
    });
    const done = heading(page, 'Isi saldo berhasil');
    for (let i = 0; i < 8 && !(await done.isVisible()); i++) await page.clock.runFor(2000);
    await expect(done).toBeVisible();
    await expect(page.getByTestId('topup-paid-balance')).toHaveText('Saldo kamu sekarang Rp1.300.000.');

    const merchant = before.wallet.merchants[0]!;
    // The merchant stand-in's 201 is the bank's test's (fake-bank/http/orders.test.ts); here the order it made.
    const { link, mpcOrderNo } = (await controlOf(page).call('POST', '/orders', {
      merchant: merchant.merchantId,
      amount: 75_000,
      goods: [{ name: 'Kopi susu', price: 25_000, quantity: 3 }],
    })) as { link: string; mpcOrderNo: string };
    await page.goto(link);
    await expect(page.getByTestId('checkout-merchant')).toHaveText(merchant.merchantName);
    await expect(page.getByTestId('checkout-total')).toHaveText('Rp75.000');
    // The goods, whichever spelling the bank used (goodsList or goodsDtls).
    await expect(page.getByTestId('checkout-order').getByText('Kopi susu × 3')).toBeVisible();
    await page.getByRole('button', { name: 'Bayar Rp75.000' }).click();
    await enterPin(page, '135790');
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    await expect(page.getByTestId('checkout-balance-now')).toHaveText('Rp1.225.000');

    await page.goto(`/wallet/balance/detail?no=${mpcOrderNo}`);
    await expect(page.getByTestId('wallet-detail-amount')).toContainText('Rp75.000');
    await expect(page.getByTestId('wallet-detail-goods')).toContainText('Kopi susu × 3');
  });
});
