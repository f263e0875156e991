import type { Locator } from '@playwright/test';
import { bankCall, rp, type Envelope } from './bank-helpers';
import { expect, test, type Page } from './fixtures';
import { heading } from './form-helpers';

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
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Jumlah isi saldo' });

/**
 * The EMVCo check of a QRIS payload, written here apart from the bank: the payload ends with tag 63
 * (6304 + 4 hex digits), a CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over everything before the digits.
 */
function emvCrcVerifies(payload: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/.exec(payload);
  if (!match) return false;
  let crc = 0xffff;
  for (const ch of match[1]!) {
    crc ^= ch.charCodeAt(0) << 8;
    for (let i = 0; i < 8; i++) crc = ((crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff) >>> 0;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0') === match[2];
}

/** Top-level EMVCo tags of a payload (tag, two-digit length, value). */
function tagsOf(payload: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    tags[payload.slice(at, at + 2)] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return tags;
}

async function state(bankState: () => Promise<Record<string, unknown>>): Promise<TopUpState> {
  return (await bankState()) as unknown as TopUpState;
}

/** An outside payment arriving at the bank; answers whether it was taken. */
async function simulate(page: Page, event: 'va-payment' | 'qris-payment', data: object) {
  const response = await page.request.post(`/__fake-bank/simulate/${event}`, { data });
  return { ok: response.ok(), body: (await response.json()) as { error?: string } };
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
    await expectAccessible();

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

  const banks = [
    {
      code: '008',
      name: 'Mandiri',
      prefix: '89508',
      first: "Buka Livin' by Mandiri dan masuk ke akun kamu.",
    },
    { code: '002', name: 'BRI', prefix: '26215', first: 'Buka BRImo dan masuk ke akun kamu.' },
    { code: '009', name: 'BNI', prefix: '8558', first: 'Buka BNI Mobile Banking dan masuk ke akun kamu.' },
    { code: '022', name: 'CIMB Niaga', prefix: '2337', first: 'Buka OCTO Mobile dan masuk ke akun kamu.' },
    { code: '0567', name: 'Bank lain', prefix: '0567', first: 'Buka aplikasi bank atau ATM kamu.' },
  ];
  for (const bank of banks) {
    test(`[topup.bank-transfer] ${bank.name}: its virtual account number and the steps in its app`, async ({
      page,
      scenario,
      bankState,
    }) => {
      await scenario('topup.bank-transfer', `/wallet/top-up/bank-transfer?bank=${bank.code}`);
      const { customer } = await state(bankState);
      await expect(page.getByTestId('topup-va-number')).toHaveText(`${bank.prefix}${customer.phone}`);
      await expect(page.getByRole('heading', { name: bank.name, exact: true })).toBeVisible();
      await expect(page.getByText(bank.first)).toBeVisible();
      if (bank.code === '0567') {
        await expect(
          page.getByText('Pilih Transfer ke bank lain, lalu Allo Bank (kode bank 0567).'),
        ).toBeVisible();
      }
      await page.getByRole('button', { name: 'Pilih bank lain' }).click();
      await expect(page.getByRole('heading', { name: 'Pilih bank' })).toBeVisible();
    });
  }

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
    await expectAccessible();
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

  test('[topup.qris] a new code for another amount, from the amount step; a tampered payload is refused', async ({
    page,
    scenario,
  }) => {
    await scenario('topup.minimum');
    await expect(page.getByText('Minimal Rp10.000, maksimal Rp8.750.000')).toBeVisible();
    await amountField(page).fill('75000');
    await expect(amountField(page)).toHaveValue('75.000');
    const created = page.waitForResponse(/\/ams\/trans\/qris\/recharge/);
    await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
    const order = ((await (await created).json()) as Envelope<TopUpOrder>).ret_data;
    await expect(page).toHaveURL(new RegExp(`/wallet/top-up/qris\\?no=${order.topUpNo}$`));
    await expect(page.getByTestId('topup-amount')).toHaveText('Rp75.000');
    const payload = (await page.getByTestId('topup-qr').getAttribute('data-payload'))!;
    expect(emvCrcVerifies(payload)).toBe(true);
    expect(tagsOf(payload)['54']).toBe('75000');

    const tampered = payload.replace('540575000', '540595000');
    expect(emvCrcVerifies(tampered)).toBe(false);
    const refused = await simulate(page, 'qris-payment', { qrContent: tampered });
    expect(refused.ok).toBe(false);
    expect(refused.body.error).toContain('CRC');
  });

  test('[topup.offline-store] the Alfamart payment code with its barcode; the cashier’s payment lands once', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
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
    await expectAccessible();

    const wrong = await simulate(page, 'va-payment', { vaCode: code, amount: 150_000 });
    expect(wrong.ok).toBe(false);
    expect((await simulate(page, 'va-payment', { vaCode: code, amount: 200_000 })).ok).toBe(true);
    await pollUntil(page, heading(page, 'Isi saldo berhasil'));
    await expectPaid(page, 200_000, 1_450_000);
    await expect(page.getByTestId('topup-paid-method')).toHaveText('Tunai di Alfamart');
    expect((await simulate(page, 'va-payment', { vaCode: code, amount: 200_000 })).ok).toBe(false);
    expect((await state(bankState)).wallet.balance).toBe('1450000');
  });

  test('[topup.offline-store] an Indomaret code from the form', async ({ page, scenario }) => {
    await scenario('topup.offline-store', '/wallet/top-up/store');
    await amountField(page).fill('50000');
    await page.getByText('Indomaret', { exact: true }).click();
    await page.getByRole('button', { name: 'Buat kode pembayaran' }).click();
    await expect(page.getByTestId('topup-store-name')).toHaveText('Indomaret');
    await expect(page.getByTestId('topup-payment-code')).toHaveText(/^8870\d{12}$/);
    await expect(page.getByTestId('topup-amount')).toHaveText('Rp50.000');
  });

  test('[topup.debit-card] card number with a Luhn check, expiry required, CVV; charged once, the balance raised', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('topup.debit-card');
    await page.getByRole('button', { name: 'Isi saldo' }).click();
    await expect(page.locator('#topup-amount-error')).toHaveText('Masukkan jumlah isi saldo');
    await expect(page.locator('#topup-card-expiry-error')).toHaveText('Masa berlaku kartu wajib diisi');
    await expect(page.locator('#topup-card-number-error')).toHaveText('Informasi ini wajib diisi');

    const number = page.getByRole('textbox', { name: 'Nomor kartu' });
    await number.fill('4111111111111112');
    await number.blur();
    await expect(page.locator('#topup-card-number-error')).toHaveText(
      'Nomor kartu tidak valid. Periksa kembali nomor di kartu kamu.',
    );
    await page.getByRole('textbox', { name: 'CVV' }).fill('12');
    await page.getByRole('textbox', { name: 'CVV' }).blur();
    await expect(page.locator('#topup-card-cvv-error')).toHaveText('CVV harus 3 digit angka.');
    // An expiry month already past (the bank's clock is November 2026): the bank's own words.
    await page.getByRole('textbox', { name: 'Masa berlaku' }).fill('1026');
    await expect(page.getByRole('textbox', { name: 'Masa berlaku' })).toHaveValue('10/26');
    await page.getByRole('textbox', { name: 'Masa berlaku' }).blur();
    await expect(page.locator('#topup-card-expiry-error')).toHaveText(
      'Kartu kamu sudah melewati masa berlaku.',
    );
    await expectAccessible();
    expect((await state(bankState)).wallet.topUps).toEqual([]);

    await amountField(page).fill('75000');
    await number.fill('4111111111111111');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: 'Masa berlaku' }).fill('12/29');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    const charges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ams/trans/card/recharge')) charges.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Isi saldo Rp75.000' }).click();
    await expectPaid(page, 75_000, 1_325_000);
    await expect(page.getByTestId('topup-paid-method')).toHaveText('Kartu debit 411111******1111');
    await expect(page).toHaveURL(/\/wallet\/top-up\/debit-card\?no=TU\d+$/);
    expect(charges).toHaveLength(1);
    expect(JSON.parse(charges[0]!)).toMatchObject({
      amount: '75000',
      cardNo: '4111111111111111',
      expiry: '12/29',
    });
    await expectAccessible();
    const after = await state(bankState);
    expect(after.wallet.balance).toBe('1325000');
    expect(JSON.stringify(after)).not.toContain('4111111111111111');
  });

  test("[topup.debit-card] a card its bank declines: the bank's words at the card number, nothing charged", async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('topup.debit-card');
    await amountField(page).fill('50000');
    await page.getByRole('textbox', { name: 'Nomor kartu' }).fill('4000000000000002');
    await page.getByRole('textbox', { name: 'Masa berlaku' }).fill('12/29');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Isi saldo Rp50.000' }).click();
    await expect(page.locator('#topup-card-number-error')).toHaveText(
      'Kartu kamu ditolak oleh bank penerbit. Coba kartu lain.',
    );
    const after = await state(bankState);
    expect(after.wallet.balance).toBe('1250000');
    expect(after.wallet.topUps).toEqual([]);
  });

  test('[topup.minimum] amount required and at least Rp10.000, on the form and by the bank; nothing made', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('topup.minimum');
    await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
    await expect(page.locator('#topup-amount-error')).toHaveText('Masukkan jumlah isi saldo');
    await amountField(page).fill('5000');
    await amountField(page).blur();
    await expect(page.locator('#topup-amount-error')).toHaveText('Minimal isi saldo Rp10.000');
    await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
    await expect(page).toHaveURL(/\/wallet\/top-up\/qris$/);
    await expectAccessible();
    expect((await state(bankState)).wallet.topUps).toEqual([]);

    // The bank refuses the same: a code for Rp5.000, and a Rp5.000 transfer to a virtual account.
    const refused = await bankCall(page, '/ams/trans/qris/recharge', {
      amount: '5000',
      txnNo: 'e2e-min-00001',
    });
    expect(refused).toMatchObject({ ret_code: '80471011', ret_msg: 'Minimal isi saldo Rp10.000' });
    const va = await bankCall<{ vaList: Array<{ vaCode: string }> }>(page, '/ams/trans/va/recharge', {
      bankCode: '014',
    });
    const transfer = await simulate(page, 'va-payment', {
      vaCode: va.ret_data.vaList[0]!.vaCode,
      amount: 5_000,
    });
    expect(transfer.ok).toBe(false);
    expect(transfer.body.error).toContain('WALLET_TOP_UP_MINIMUM');
    expect((await state(bankState)).wallet.balance).toBe('1250000');

    await amountField(page).fill('10000');
    await amountField(page).blur();
    await expect(page.locator('#topup-amount-error')).toHaveCount(0);
  });

  test('[topup.minimum] in English: the form and the bank say the same', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('topup.minimum-english');
    const field = page.getByRole('textbox', { name: 'Top-up amount' });
    await page.getByRole('button', { name: 'Make a payment code' }).click();
    await expect(page.locator('#topup-amount-error')).toHaveText('Enter the top-up amount');
    await field.fill('9999');
    await field.blur();
    await expect(page.locator('#topup-amount-error')).toHaveText('The minimum top-up is Rp10.000');
    await expectAccessible();
    const refused = await bankCall(
      page,
      '/ams/trans/store/recharge',
      { amount: '9999', store: 'ALFAMART', txnNo: 'e2e-min-en-001' },
      'en-US',
    );
    expect(refused).toMatchObject({ ret_code: '80471011', ret_msg: 'The minimum top-up is Rp10.000' });
  });

  test('[topup.tier-cap] Allo Pay holds up to Rp2.000.000: the room shown, more refused by the form and by the bank', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('topup.tier-cap', '/wallet/top-up');
    await expect(page.getByText('Saldo Allo Pay', { exact: true })).toBeVisible();
    await expect(page.getByTestId('topup-balance')).toHaveText('Rp1.950.000');
    await expect(page.getByTestId('topup-room')).toHaveText('Bisa isi hingga Rp50.000 lagi');
    await expect(page.getByTestId('topup-limit-balance')).toHaveText('Rp2.000.000');
    await expect(page.getByTestId('topup-limit-incoming')).toHaveText('Rp20.000.000');
    await expect(
      page.getByRole('button', { name: 'Upgrade ke Allo Pay+ untuk batas lebih tinggi' }),
    ).toBeVisible();
    await expectAccessible();

    await page.getByRole('link', { name: /QRIS/ }).click();
    await amountField(page).fill('100000');
    await amountField(page).blur();
    await expect(page.locator('#topup-amount-error')).toHaveText(
      'Saldo Allo Pay maksimal Rp2.000.000. Saat ini kamu bisa isi hingga Rp50.000.',
    );
    await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
    await expect(page).toHaveURL(/\/wallet\/top-up\/qris$/);
    await expectAccessible();

    // The bank refuses too, with the tier's numbers.
    const refused = await bankCall<Record<string, string>>(page, '/ams/trans/qris/recharge', {
      amount: '100000',
      txnNo: 'e2e-cap-000001',
    });
    expect(refused.ret_code).toBe('80471009');
    expect(refused.ret_data).toMatchObject({
      tierName: 'Allo Pay',
      balanceCap: '2000000',
      maxTopUpAmt: '50000',
    });

    // Money came in meanwhile (Rp20.000 by transfer): the form still allows Rp50.000, the bank does not.
    const va = await bankCall<{ vaList: Array<{ vaCode: string }> }>(page, '/ams/trans/va/recharge', {
      bankCode: '014',
    });
    expect(
      (await simulate(page, 'va-payment', { vaCode: va.ret_data.vaList[0]!.vaCode, amount: 20_000 })).ok,
    ).toBe(true);
    await amountField(page).fill('50000');
    await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
    await expect(page.locator('#topup-amount-error')).toHaveText(
      'Saldo kamu akan melebihi batas maksimum untuk jenis akun kamu. Upgrade akun untuk batas lebih tinggi. Saldo Allo Pay maksimal Rp2.000.000. Saat ini kamu bisa isi hingga Rp30.000.',
    );
    await expect(
      page.getByRole('button', { name: 'Upgrade ke Allo Pay+ untuk batas lebih tinggi' }),
    ).toBeVisible();
    const after = await state(bankState);
    expect(after.wallet.topUps).toEqual([]);
    expect(after.wallet.balance).toBe('1970000');
  });

  test('[topup.tier-cap] Allo Pay+ takes in up to Rp20.000.000 a month: the card form refuses more', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('topup.tier-cap-incoming');
    await amountField(page).fill('100000');
    await amountField(page).blur();
    await expect(page.locator('#topup-amount-error')).toHaveText(
      'Dana masuk Allo Pay+ maksimal Rp20.000.000 per bulan. Bulan ini kamu bisa isi hingga Rp50.000.',
    );
    await expect(page.getByRole('button', { name: 'Upgrade ke Allo Prime tanpa batas' })).toBeVisible();
    await expectAccessible();
    const refused = await bankCall(page, '/ams/trans/card/recharge', {
      amount: '100000',
      cardNo: '4111111111111111',
      expiry: '12/29',
      cvv: '123',
      txnNo: 'e2e-incoming-01',
    });
    expect(refused).toMatchObject({
      ret_code: '80471010',
      ret_msg:
        'Dana masuk bulan ini akan melebihi batas Rp20.000.000. Upgrade ke Allo Prime tanpa batas dana masuk.',
    });
  });
});
