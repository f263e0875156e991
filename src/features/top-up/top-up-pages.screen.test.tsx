// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { bankState, callsTo, simulate } from '../../testing/bank-control';
import { emvCrcVerifies, tagsOf } from '../../testing/emv-check';
import { rp } from '../../testing/expected-text';
import { findText } from '../../testing/find-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/**
 * The top-up forms and code screens of one state, against the bank's core (issue 27): what the form refuses
 * and the bank refuses the same, the code made. A payment landing while the screen polls with the clock stays
 * in e2e/top-up.spec.ts.
 */
interface TopUpState {
  customer: { phone: string };
  wallet: { balance: string; topUps: Array<{ topUpNo: string }> };
}

const held = () => bankState<TopUpState>();
const byTestId = (id: string) => textOf(screen.getByTestId(id));
const errorOf = (field: string) => textOf(document.getElementById(`topup-${field}-error`));
/** A field by its name (the CVV is a password field: no textbox role outside Playwright's reading). */
const field = (name: string) =>
  name === 'CVV'
    ? screen.findByLabelText<HTMLInputElement>(name)
    : screen.findByRole<HTMLInputElement>('textbox', { name });
const at = (view: RenderedScreen, path: RegExp) => waitFor(() => expect(view.location()).toMatch(path));

/** Types into a field as a user does, and leaves it. */
async function fill(name: string, value: string, blur = false) {
  const input = await field(name);
  fireEvent.change(input, { target: { value } });
  if (blur) fireEvent.blur(input);
  return input;
}
const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const AMOUNT = 'Jumlah isi saldo';

/** The paid result: the amount received and the balance now. */
async function expectPaid(amount: number, balance: number) {
  await screen.findByRole('heading', { name: 'Isi saldo berhasil' });
  expect(byTestId('topup-paid-amount')).toContain(rp(amount));
  expect(byTestId('topup-paid-balance')).toBe(`Saldo kamu sekarang ${rp(balance)}.`);
}

describe('top-up, against the bank’s core', () => {
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
    test(`[topup.bank-transfer] ${bank.name}: its virtual account number and the steps in its app`, async () => {
      await renderScreen('topup.bank-transfer', { path: `/wallet/top-up/bank-transfer?bank=${bank.code}` });
      const { customer } = await held();
      await waitFor(() => expect(byTestId('topup-va-number')).toBe(`${bank.prefix}${customer.phone}`));
      await screen.findByRole('heading', { name: bank.name });
      await findText(bank.first);
      if (bank.code === '0567')
        await findText('Pilih Transfer ke bank lain, lalu Allo Bank (kode bank 0567).');
      tap('Pilih bank lain');
      await screen.findByRole('heading', { name: 'Pilih bank' });
    });
  }

  test('[topup.qris] a new code for another amount, from the amount step; a tampered payload is refused', async () => {
    const view = await renderScreen('topup.minimum');
    await findText('Minimal Rp10.000, maksimal Rp8.750.000');
    const amount = await fill(AMOUNT, '75000');
    await waitFor(() => expect(amount.value).toBe('75.000'));
    tap('Buat kode QRIS');
    await at(view, /\/wallet\/top-up\/qris\?no=TU\d+$/);
    // The code on screen is the one the bank made.
    const made = (await held()).wallet.topUps.map((t) => t.topUpNo);
    expect(made).toHaveLength(1);
    expect(view.location()).toBe(`/wallet/top-up/qris?no=${made[0]}`);
    await waitFor(() => expect(byTestId('topup-amount')).toBe('Rp75.000'));
    const payload = screen.getByTestId('topup-qr').getAttribute('data-payload')!;
    expect(emvCrcVerifies(payload)).toBe(true);
    expect(tagsOf(payload)['54']).toBe('75000');

    const tampered = payload.replace('540575000', '540595000');
    expect(emvCrcVerifies(tampered)).toBe(false);
    const refused = await simulate('qris-payment', { qrContent: tampered });
    expect(refused.ok).toBe(false);
    expect(refused.body.error).toContain('CRC');
  });

  test('[topup.offline-store] an Indomaret code from the form', async () => {
    await renderScreen('topup.offline-store', { path: '/wallet/top-up/store' });
    await fill(AMOUNT, '50000');
    fireEvent.click(await screen.findByText('Indomaret'));
    tap('Buat kode pembayaran');
    await waitFor(() => expect(byTestId('topup-store-name')).toBe('Indomaret'));
    expect(byTestId('topup-payment-code')).toMatch(/^8870\d{12}$/);
    expect(byTestId('topup-amount')).toBe('Rp50.000');
  });

  test('[topup.debit-card] card number with a Luhn check, expiry required, CVV; charged once, the balance raised', async () => {
    const view = await renderScreen('topup.debit-card');
    fireEvent.click(await screen.findByRole('button', { name: 'Isi saldo' }));
    await waitFor(() => expect(errorOf('amount')).toBe('Masukkan jumlah isi saldo'));
    expect(errorOf('card-expiry')).toBe('Masa berlaku kartu wajib diisi');
    expect(errorOf('card-number')).toBe('Informasi ini wajib diisi');

    const number = await fill('Nomor kartu', '4111111111111112', true);
    await waitFor(() =>
      expect(errorOf('card-number')).toBe('Nomor kartu tidak valid. Periksa kembali nomor di kartu kamu.'),
    );
    await fill('CVV', '12', true);
    await waitFor(() => expect(errorOf('card-cvv')).toBe('CVV harus 3 digit angka.'));
    // An expiry month already past (the bank's clock is November 2026): the bank's own words.
    const expiry = await fill('Masa berlaku', '1026');
    await waitFor(() => expect(expiry.value).toBe('10/26'));
    fireEvent.blur(expiry);
    await waitFor(() => expect(errorOf('card-expiry')).toBe('Kartu kamu sudah melewati masa berlaku.'));
    expect((await held()).wallet.topUps).toEqual([]);

    await fill(AMOUNT, '75000');
    fireEvent.change(number, { target: { value: '4111111111111111' } });
    await waitFor(() => expect(number.value).toBe('4111 1111 1111 1111'));
    await fill('Masa berlaku', '12/29');
    await fill('CVV', '123');
    const charges = callsTo('/ams/trans/card/recharge');
    tap('Isi saldo Rp75.000');
    await expectPaid(75_000, 1_325_000);
    expect(byTestId('topup-paid-method')).toBe('Kartu debit 411111******1111');
    await at(view, /\/wallet\/top-up\/debit-card\?no=TU\d+$/);
    expect(charges()).toHaveLength(1);
    expect(JSON.parse(charges()[0]!)).toMatchObject({
      amount: '75000',
      cardNo: '4111111111111111',
      expiry: '12/29',
    });
    const after = await held();
    expect(after.wallet.balance).toBe('1325000');
    expect(JSON.stringify(after)).not.toContain('4111111111111111');
  });

  test("[topup.debit-card] a card its bank declines: the bank's words at the card number, nothing charged", async () => {
    await renderScreen('topup.debit-card');
    await fill(AMOUNT, '50000');
    await fill('Nomor kartu', '4000000000000002');
    await fill('Masa berlaku', '12/29');
    await fill('CVV', '123');
    tap('Isi saldo Rp50.000');
    await waitFor(() =>
      expect(errorOf('card-number')).toBe('Kartu kamu ditolak oleh bank penerbit. Coba kartu lain.'),
    );
    const after = await held();
    expect(after.wallet.balance).toBe('1250000');
    expect(after.wallet.topUps).toEqual([]);
  });

  test('[topup.minimum] amount required and at least Rp10.000, on the form and by the bank; nothing made', async () => {
    const view = await renderScreen('topup.minimum');
    fireEvent.click(await screen.findByRole('button', { name: 'Buat kode QRIS' }));
    await waitFor(() => expect(errorOf('amount')).toBe('Masukkan jumlah isi saldo'));
    await fill(AMOUNT, '5000', true);
    await waitFor(() => expect(errorOf('amount')).toBe('Minimal isi saldo Rp10.000'));
    tap('Buat kode QRIS');
    await waitFor(() => expect(errorOf('amount')).toBe('Minimal isi saldo Rp10.000'));
    expect(view.location()).toMatch(/\/wallet\/top-up\/qris$/);
    expect((await held()).wallet.topUps).toEqual([]);

    // The bank refuses the same: a code for Rp5.000, and a Rp5.000 transfer to a virtual account.
    const refused = await view.bankCall('/ams/trans/qris/recharge', {
      amount: '5000',
      txnNo: 'cmp-min-00001',
    });
    expect(refused).toMatchObject({ ret_code: '80471011', ret_msg: 'Minimal isi saldo Rp10.000' });
    const va = await view.bankCall<{ vaList: Array<{ vaCode: string }> }>('/ams/trans/va/recharge', {
      bankCode: '014',
    });
    const transfer = await simulate('va-payment', { vaCode: va.ret_data.vaList[0]!.vaCode, amount: 5_000 });
    expect(transfer.ok).toBe(false);
    expect(transfer.body.error).toContain('WALLET_TOP_UP_MINIMUM');
    expect((await held()).wallet.balance).toBe('1250000');

    await fill(AMOUNT, '10000', true);
    await waitFor(() => expect(document.getElementById('topup-amount-error')).toBeNull());
  });

  test('[topup.minimum] in English: the form and the bank say the same', async () => {
    const view = await renderScreen('topup.minimum-english');
    fireEvent.click(await screen.findByRole('button', { name: 'Make a payment code' }));
    await waitFor(() => expect(errorOf('amount')).toBe('Enter the top-up amount'));
    await fill('Top-up amount', '9999', true);
    await waitFor(() => expect(errorOf('amount')).toBe('The minimum top-up is Rp10.000'));
    const refused = await view.bankCall(
      '/ams/trans/store/recharge',
      { amount: '9999', store: 'ALFAMART', txnNo: 'cmp-min-en-001' },
      'en-US',
    );
    expect(refused).toMatchObject({ ret_code: '80471011', ret_msg: 'The minimum top-up is Rp10.000' });
  });

  test('[topup.tier-cap] Allo Pay holds up to Rp2.000.000: the room shown, more refused by the form and by the bank', async () => {
    const view = await renderScreen('topup.tier-cap', { path: '/wallet/top-up' });
    await screen.findByText('Saldo Allo Pay');
    await waitFor(() => expect(byTestId('topup-balance')).toBe('Rp1.950.000'));
    expect(byTestId('topup-room')).toBe('Bisa isi hingga Rp50.000 lagi');
    expect(byTestId('topup-limit-balance')).toBe('Rp2.000.000');
    expect(byTestId('topup-limit-incoming')).toBe('Rp20.000.000');
    screen.getByRole('button', { name: 'Upgrade ke Allo Pay+ untuk batas lebih tinggi' });

    fireEvent.click(screen.getByRole('link', { name: /QRIS/ }));
    await fill(AMOUNT, '100000', true);
    await waitFor(() =>
      expect(errorOf('amount')).toBe(
        'Saldo Allo Pay maksimal Rp2.000.000. Saat ini kamu bisa isi hingga Rp50.000.',
      ),
    );
    tap('Buat kode QRIS');
    await waitFor(() => expect(view.location()).toMatch(/\/wallet\/top-up\/qris$/));

    // The bank refuses too, with the tier's numbers.
    const refused = await view.bankCall<Record<string, string>>('/ams/trans/qris/recharge', {
      amount: '100000',
      txnNo: 'cmp-cap-000001',
    });
    expect(refused.ret_code).toBe('80471009');
    expect(refused.ret_data).toMatchObject({
      tierName: 'Allo Pay',
      balanceCap: '2000000',
      maxTopUpAmt: '50000',
    });

    // Money came in meanwhile (Rp20.000 by transfer): the form still allows Rp50.000, the bank does not.
    const va = await view.bankCall<{ vaList: Array<{ vaCode: string }> }>('/ams/trans/va/recharge', {
      bankCode: '014',
    });
    expect((await simulate('va-payment', { vaCode: va.ret_data.vaList[0]!.vaCode, amount: 20_000 })).ok).toBe(
      true,
    );
    await fill(AMOUNT, '50000');
    tap('Buat kode QRIS');
    await waitFor(() =>
      expect(errorOf('amount')).toBe(
        'Saldo kamu akan melebihi batas maksimum untuk jenis akun kamu. Upgrade akun untuk batas lebih tinggi. Saldo Allo Pay maksimal Rp2.000.000. Saat ini kamu bisa isi hingga Rp30.000.',
      ),
    );
    screen.getByRole('button', { name: 'Upgrade ke Allo Pay+ untuk batas lebih tinggi' });
    const after = await held();
    expect(after.wallet.topUps).toEqual([]);
    expect(after.wallet.balance).toBe('1970000');
  });

  test('[topup.tier-cap] Allo Pay+ takes in up to Rp20.000.000 a month: the card form refuses more', async () => {
    const view = await renderScreen('topup.tier-cap-incoming');
    await fill(AMOUNT, '100000', true);
    await waitFor(() =>
      expect(errorOf('amount')).toBe(
        'Dana masuk Allo Pay+ maksimal Rp20.000.000 per bulan. Bulan ini kamu bisa isi hingga Rp50.000.',
      ),
    );
    screen.getByRole('button', { name: 'Upgrade ke Allo Prime tanpa batas' });
    const refused = await view.bankCall('/ams/trans/card/recharge', {
      amount: '100000',
      cardNo: '4111111111111111',
      expiry: '12/29',
      cvv: '123',
      txnNo: 'cmp-incoming-01',
    });
    expect(refused).toMatchObject({
      ret_code: '80471010',
      ret_msg:
        'Dana masuk bulan ini akan melebihi batas Rp20.000.000. Upgrade ke Allo Prime tanpa batas dana masuk.',
    });
  });
});
