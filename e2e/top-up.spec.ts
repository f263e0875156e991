import type { Locator } from '@playwright/test';
import { rp, type Envelope } from './bank-helpers';
import { expect, test, type Page, controlOf } from './fixtures';
import { heading } from './form-helpers';
import { emvCrcVerifies, tagsOf } from '../src/testing/emv-check';

/** The slices of the bank's state these tests read. */
interface TopUpState {
  customer: { phone: string; mpcLevel: string };
  wallet: {
    balance: string;
    topUps: Array<{ topUpNo: string; status: string }>;
    orders: Array<{ orderNo: string; category: string; status: string; orderType: string }>;
  };
}

interface TopUpOrder {
  topUpNo: string;
  status: string;
  amount: string;
  qrContent?: string;
  paymentCode?: string;
  balanceAmt: string;
}

const SEEDED_NO = 'TU202611210001';

async function state(bankState: () => Promise<Record<string, unknown>>): Promise<TopUpState> {
  return (await bankState()) as unknown as TopUpState;
}

/** An outside payment arriving at the bank; answers whether it was taken. */
async function simulate(page: Page, event: 'va-payment' | 'qris-payment', data: object) {
  try {
    return {
      ok: true,
      body: (await controlOf(page).call('POST', `/simulate/${event}`, data)) as { error?: string },
    };
  } catch (refused) {
    return { ok: false, body: { error: (refused as Error).message } };
  }
}

/** Moves the page's clock 2000 ms at a time (the status poll) until `done` is visible. */
async function pollUntil(page: Page, done: Locator, maxPolls = 8) {
  for (let i = 0; i < maxPolls && !(await done.isVisible()); i++) await page.clock.runFor(2000);
  await expect(done).toBeVisible();
}

/** The paid result: the amount received and the balance now. */
async function expectPaid(page: Page, amount: number, balance: number) {
  await expect(heading(page, 'Isi saldo berhasil')).toBeVisible();
  await expect(page.getByTestId('topup-paid-amount')).toContainText(rp(amount));
  await expect(page.getByTestId('topup-paid-balance')).toHaveText(`Saldo kamu sekarang ${rp(balance)}.`);
}

test.describe('top-up', () => {
  test('[topup.bank-transfer] from the top-up screen to a bank, its virtual account and steps; a transfer lands once', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await page.clock.install();
    await scenario('topup.bank-transfer', '/wallet/top-up');
    const before = await state(bankState);
    await expect(page.getByTestId('topup-balance')).toHaveText('Rp1.250.000');
    await expect(page.getByText('Saldo Allo Pay+')).toBeVisible();
    await expect(page.getByTestId('topup-room')).toHaveText('Bisa isi hingga Rp8.750.000 lagi');
    await expectAccessible();

    await page.getByRole('link', { name: /Transfer bank/ }).click();
    await expect(page.getByRole('heading', { name: 'Pilih bank' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: /BCA/ }).click();
    await expect(page).toHaveURL(/\/wallet\/top-up\/bank-transfer\?bank=014$/);

    const vaCode = `39358${before.customer.phone}`;
    await expect(page.getByTestId('topup-va-number')).toHaveText(vaCode);
    await expect(page.getByRole('button', { name: 'Salin Nomor Virtual Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cara transfer dari BCA' })).toBeVisible();
    await expect(page.getByText('Buka BCA mobile (m-BCA) dan masuk ke akun kamu.')).toBeVisible();
    await expect(page.getByTestId('topup-va-minimum')).toHaveText('Rp10.000');
    await expect(page.getByTestId('topup-va-maximum')).toHaveText('Rp8.750.000');
    await expect(page.getByTestId('topup-valid-until')).toHaveText('Berlaku sampai 22 Nov 2026, 10.00 WIB');
    await expect(page.getByText('Menunggu transfer kamu...')).toBeVisible();

    // The sending bank's reference tells one transfer from another (the number stays the customer's).
    const transfer = { vaCode, amount: 50_000, reference: 'BCA-20261121-0001' };
    const paid = await simulate(page, 'va-payment', transfer);
    expect(paid.ok).toBe(true);
    await pollUntil(page, heading(page, 'Isi saldo berhasil'));
    await expectPaid(page, 50_000, 1_300_000);
    await expect(page.getByTestId('topup-paid-method')).toHaveText('Transfer BCA');
    await expectAccessible();

    // The same transfer delivered again: nothing lands.
    const again = await simulate(page, 'va-payment', transfer);
    expect(again.ok).toBe(false);
    expect(again.body.error).toContain('WALLET_TRANSFER_DUPLICATE');
    expect((await state(bankState)).wallet.balance).toBe('1300000');
    await page.getByRole('button', { name: 'Isi saldo lagi' }).click();
    await expect(page.getByTestId('topup-balance')).toHaveText('Rp1.300.000');
  });

  test('[topup.qris] the QR code of Rp100.000: a real EMVCo payload whose CRC verifies, paid once from another app', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await page.clock.install();
    const first = page.waitForResponse(/\/ams\/trans\/recharge\/query/);
    await scenario('topup.qris');
    const order = ((await (await first).json()) as Envelope<TopUpOrder>).ret_data;
    const payload = order.qrContent!;
    expect(emvCrcVerifies(payload)).toBe(true);
    const tags = tagsOf(payload);
    expect(tags).toMatchObject({ '00': '01', '01': '12', '53': '360', '54': '100000', '58': 'ID' });
    expect(tags['59']).toBe('ALLO BANK TOP UP');
    expect(Object.keys(tags)).toEqual(expect.arrayContaining(['26', '51', '52', '59', '60', '62', '63']));

    await expect(page.getByTestId('topup-qr')).toHaveAttribute('data-payload', payload);
    await expect(page.getByRole('img', { name: 'Kode QRIS untuk isi saldo Rp100.000' })).toBeVisible();
    await expect(page.getByTestId('topup-merchant')).toHaveText('ALLO BANK TOP UP');
    await expect(page.getByTestId('topup-amount')).toHaveText('Rp100.000');
    await expect(page.getByTestId('topup-valid-until')).toHaveText('Berlaku sampai 21 Nov 2026, 10.30 WIB');
    await expect(
      page.getByText('Pastikan nama merchant ALLO BANK TOP UP dan jumlahnya Rp100.000.'),
    ).toBeVisible();
    await expect(page.getByText('Menunggu pembayaran...')).toBeVisible();
    expect((await state(bankState)).wallet.balance).toBe('1250000');

    const paid = await simulate(page, 'qris-payment', { qrContent: payload, issuer: 'BCA mobile' });
    expect(paid.ok).toBe(true);
    await pollUntil(page, heading(page, 'Isi saldo berhasil'));
    await expectPaid(page, 100_000, 1_350_000);
    await expect(page.getByTestId('topup-paid-method')).toHaveText('QRIS');
    await expectAccessible();

    const again = await simulate(page, 'qris-payment', { qrContent: payload });
    expect(again.ok).toBe(false);
    expect(again.body.error).toContain('already paid');
    const after = await state(bankState);
    expect(after.wallet.balance).toBe('1350000');
    expect(after.wallet.orders.filter((o) => o.orderNo === SEEDED_NO && o.status === '2')).toHaveLength(1);
  });

  test('[topup.offline-store] the Alfamart payment code with its barcode; the cashier’s payment lands once', async ({
    page,
    scenario,
    bankState,
  }) => {
    await page.clock.install();
    await scenario('topup.offline-store');
    const code = await page.getByTestId('topup-payment-code').textContent();
    expect(code).toMatch(/^8850\d{12}$/);
    await expect(page.getByRole('img', { name: `Barcode kode pembayaran ${code}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salin Kode pembayaran' })).toBeVisible();
    await expect(page.getByTestId('topup-amount')).toHaveText('Rp200.000');
    await expect(page.getByTestId('topup-store-name')).toHaveText('Alfamart');
    await expect(page.getByTestId('topup-valid-until')).toHaveText('Bayar sebelum 22 Nov 2026, 10.00 WIB');
    await expect(page.getByRole('heading', { name: 'Cara bayar di Alfamart' })).toBeVisible();
    await expect(page.getByText('Bayar tunai Rp200.000. Saldo masuk otomatis.')).toBeVisible();

    const wrong = await simulate(page, 'va-payment', { vaCode: code, amount: 150_000 });
    expect(wrong.ok).toBe(false);
    expect((await simulate(page, 'va-payment', { vaCode: code, amount: 200_000 })).ok).toBe(true);
    await pollUntil(page, heading(page, 'Isi saldo berhasil'));
    await expectPaid(page, 200_000, 1_450_000);
    await expect(page.getByTestId('topup-paid-method')).toHaveText('Tunai di Alfamart');
    expect((await simulate(page, 'va-payment', { vaCode: code, amount: 200_000 })).ok).toBe(false);
    expect((await state(bankState)).wallet.balance).toBe('1450000');
  });
});
