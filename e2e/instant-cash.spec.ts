import { countAnswers, expect, type Page, runClockUntil, test } from './fixtures';
import { bankCall, rp as rupiah, type Envelope, openLink } from './bank-helpers';
import { enterPin } from './form-helpers';

interface TryOption {
  LOAN_INIT_TERM: string;
  FUND_AMT: string;
  UPFRONT_ADMIN_FEE: string;
  TOTAL_AMOUNT: string;
  EQUITY_DISCOUNT_AMT: string;
  SCHEDULE_LIST: Array<{ AMOUNT: string }>;
}

type CashLoan = { kind: string; principal: number; loanTime: string; status: string };
type CreditState = { credit: { loans: CashLoan[] } };

/** The Instant Cash loans of this month in the bank (November 2026 on the scenarios' clock). */
async function cashLoansThisMonth(bankState: () => Promise<Record<string, unknown>>, month = '202611') {
  const state = (await bankState()) as unknown as CreditState;
  return state.credit.loans.filter(
    (l) => l.kind === 'CASH' && l.status === 'S' && l.loanTime.startsWith(month),
  );
}

/** On the amount step: an amount, a term, then on to confirm (its try/loan answer returned). */
async function chooseLoan(page: Page, amount: string, term: string) {
  const quoted = page.waitForResponse(
    (r) =>
      r.url().includes('/core/trans/try/loan') && r.request().postData()?.includes(`"${amount}"`) === true,
  );
  await page.getByRole('textbox', { name: 'Jumlah penarikan' }).fill(amount);
  await page.getByRole('textbox', { name: 'Jumlah penarikan' }).blur();
  const answer = (await (await quoted).json()) as Envelope<{ LOAN_LIST: TryOption[] }>;
  await page.getByRole('option', { name: term, exact: true }).click();
  return answer.ret_data.LOAN_LIST;
}

/**
 * What the cash screen shows on arrival for a scenario (intro, repay first, not available, only pay) is proven
 * by component tests (src/features/instant-cash/cash-page.test.tsx); here the amount step, the PIN, the result
 * polls on the clock and the walks from the home.
 */
test.describe('Instant Cash', () => {
  test('[cash.available] amount with the limit, terms 1, 3, 6 and 12 months, instalment, breakdown and schedule from try/loan', async ({
    page,
    scenario,
  }) => {
    const first = page.waitForResponse(/\/core\/trans\/try\/loan/);
    await scenario('cash.available');
    const center = (await (await first).json()) as Envelope<{ LOAN_LIST: TryOption[] }>;
    expect(center.ret_code).toBe('0000');
    for (const term of ['1 bulan', '3 bulan', '6 bulan', '12 bulan']) {
      await expect(page.getByRole('option', { name: term, exact: true })).toBeVisible();
    }
    const options = await chooseLoan(page, '2000000', '12 bulan');
    const twelve = options.find((o) => o.LOAN_INIT_TERM === '12')!;
    expect(twelve.SCHEDULE_LIST).toHaveLength(12);
    // The first instalment large; the last beside it when the bank's rounding makes it differ.
    await expect(page.getByTestId('cash-monthly')).toHaveText(rupiah(twelve.SCHEDULE_LIST[0]!.AMOUNT));
    const breakdown = page.getByRole('definition');
    await expect(page.getByText('Pokok pinjaman')).toBeVisible();
    await expect(breakdown.filter({ hasText: rupiah(2_000_000) }).first()).toBeVisible();
    await expect(page.getByText('Biaya admin di muka (6,00%)')).toBeVisible();
    await expect(page.getByText(rupiah(twelve.UPFRONT_ADMIN_FEE), { exact: true })).toBeVisible();
    await expect(page.getByTestId('cash-received')).toHaveText(rupiah(twelve.FUND_AMT));
    await expect(page.getByText(/^Tagihan pertama \(/)).toBeVisible();
    await expect(page.getByText('Jatuh tempo pertama')).toBeVisible();
    await page.getByText('Lihat jadwal cicilan (12 bulan)').click();
    await expect(page.getByText('Cicilan ke-12')).toBeVisible();

    // A coupon applied to the loan: 50 % off the interest on 3, 6 or 12 months from Rp1.000.000.
    const priced = page.waitForResponse(
      (r) =>
        r.url().includes('/core/trans/try/loan') && r.request().postData()?.includes('EQUITY_NO') === true,
    );
    await page.getByText('Diskon Bunga 50%').click();
    const withCoupon = ((await (await priced).json()) as Envelope<{ LOAN_LIST: TryOption[] }>).ret_data
      .LOAN_LIST;
    const discounted = withCoupon.find((o) => o.LOAN_INIT_TERM === '12')!;
    expect(Number(discounted.EQUITY_DISCOUNT_AMT)).toBeGreaterThan(0);
    await expect(page.getByText(`Hemat ${rupiah(discounted.EQUITY_DISCOUNT_AMT)}`)).toBeVisible();
    await expect(page.getByText('Diskon kupon')).toBeVisible();
  });

  test('[cash.below-minimum-input] at or below the minimum: the message under the field, and the bank refuses the same', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('cash.below-minimum-input');
    const text = 'Jumlah Instant Cash harus melebihi jumlah pinjaman minimum.';
    const field = page.getByRole('textbox', { name: 'Jumlah penarikan' });
    await field.fill('500000');
    await field.blur();
    await expect(page.getByRole('alert')).toHaveText(text);
    await expect(field).toHaveValue('500.000');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await expect(page).toHaveURL(/\/paylater\/cash\?step=amount$/);
    await expectAccessible();
    const refused = await bankCall(page, '/core/trans/try/loan', { LOAN_INIT_PRIN: '500000' });
    expect(refused).toMatchObject({ ret_code: '80461006', ret_msg: text });
    // Just above the minimum is fine.
    await field.fill('500001');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('cash-monthly')).toBeVisible();
  });

  test("[cash.below-minimum-input] in English: the spec's text word for word, as the bank answers", async ({
    page,
    scenario,
  }) => {
    await scenario('cash.below-minimum-input-english');
    const field = page.getByRole('textbox', { name: 'Amount to withdraw' });
    await field.fill('400000');
    await field.blur();
    await expect(page.getByRole('alert')).toHaveText('Instant Cash must exceed the minimum loan amount');
    const refused = await bankCall(page, '/core/trans/try/loan', { LOAN_INIT_PRIN: '400000' }, 'en-US');
    expect(refused.ret_msg).toBe('Instant Cash must exceed the minimum loan amount');
  });

  test('[cash.once-per-month] already withdrawn this month: refused with the next date; next month it works', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('cash.once-per-month');
    await expect(
      page.getByRole('heading', { name: 'Kamu sudah menarik Instant Cash bulan ini' }),
    ).toBeVisible();
    await expect(page.getByText('Instant Cash hanya dapat ditarik satu kali setiap bulan.')).toBeVisible();
    await expect(page.getByText('Kamu dapat menarik lagi mulai 1 Des 2026.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lanjut' })).toHaveCount(0);

    await clock({ date: '2026-12-01T10:00:00+07:00' });
    await page.reload();
    await expect(page.getByTestId('cash-monthly')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lanjut' })).toBeEnabled();
  });

  test('[cash.app-only] outside the bank app: open or download the app, no withdrawal', async ({
    page,
    scenario,
  }) => {
    await scenario('cash.app-only');
    await expect(
      page.getByRole('heading', { name: 'Instant Cash hanya ada di aplikasi Allo Bank' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Belum punya aplikasinya? Unduh di sini' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Jumlah penarikan' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Buka aplikasi Allo Bank' }).click();
    // The browser stand-in asks: this screen in the app, or the download page a visitor without the app sees.
    await page
      .getByRole('dialog', { name: 'Buka aplikasi Allo Bank' })
      .getByRole('button', { name: 'Ke halaman unduhan' })
      .click();
    await expect(page).toHaveURL(/\/__fake-bank\/download\?platform=lph5$/);
    // The way back from the download page (no script there: a plain link).
    await expect(
      page.getByRole('link', { name: 'Kembali ke Pay Later · Back to Pay Later' }),
    ).toHaveAttribute('href', '/');
  });

  test('[cash.app-only] open the app from the stand-in: the session goes into the app and the same screen offers the withdrawal', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('cash.app-only');
    const url = page.url();
    await expect(
      page.getByRole('heading', { name: 'Instant Cash hanya ada di aplikasi Allo Bank' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Buka aplikasi Allo Bank' }).click();
    const sheet = page.getByRole('dialog', { name: 'Buka aplikasi Allo Bank' });
    await expect(
      sheet.getByText(
        'Ini versi uji di peramban. Lanjutkan seolah-olah halaman ini terbuka di aplikasi Allo Bank, atau buka halaman unduhan.',
      ),
    ).toBeVisible();
    await sheet.getByRole('button', { name: 'Lanjutkan di aplikasi' }).click();

    // The same screen, now in the app: Instant Cash's intro, and on to the amount.
    await expect(page.getByRole('button', { name: 'Tarik dana' })).toBeVisible();
    expect(page.url()).toBe(url);
    await page.getByRole('button', { name: 'Tarik dana' }).click();
    await expect(page.getByRole('textbox', { name: 'Jumlah penarikan' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Instant Cash hanya ada di aplikasi Allo Bank' }),
    ).toHaveCount(0);
    expect(((await bankState()) as { device: { inApp: boolean } }).device.inApp).toBe(true);
  });

  test('[cash.result-processing] polls every 2000 ms: processing, then on the way after 10 answers', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    // Ten polls of 2000 ms on Playwright's clock run every spinner frame between them: slow on two cores.
    test.slow();
    await page.clock.install();
    const answers = countAnswers(page, /query\/transaction_status/);
    await scenario('cash.result-processing');
    await expect(page.getByRole('heading', { name: 'Penarikan sedang diproses' })).toBeVisible();
    await expect(page.getByText('Sedang diproses...')).toBeVisible();
    await expect(page.getByText('Rp1.000.000')).toBeVisible();
    await runClockUntil(page, answers, 10);
    await expect(page.getByRole('heading', { name: 'Dana sedang dalam perjalanan' })).toBeVisible();
    await page.clock.runFor(6000);
    expect(answers()).toBe(10);
    await expect(page.getByText('Sedang diproses...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Perbarui status' })).toBeVisible();
    await expectAccessible();
  });

  test('[cash.result-success] the link opens on the success within seconds, then the loan receipt', async ({
    page,
    expectAccessible,
  }) => {
    const first = page.waitForResponse(/query\/transaction_status/);
    await openLink(page, 'cash.result-success');
    const answer = (await (await first).json()) as Envelope<{
      LOAN_LIST: Array<{ LOAN_RECEIPT_NBR: string }>;
    }>;
    const ref = answer.ret_data.LOAN_LIST[0]!.LOAN_RECEIPT_NBR;
    // The bank paid it out: the link opens on the success, no poll to wait for.
    await expect(page.getByRole('heading', { name: 'Penarikan berhasil' })).toBeVisible();
    await expect(
      page.getByText('Dana akan masuk ke rekening Allo Bank kamu dalam hitungan detik.'),
    ).toBeVisible();
    await expect(page.getByText(`Nomor referensi ${ref}`)).toBeVisible();

    await page.getByRole('button', { name: 'Lihat rincian pinjaman' }).click();
    await expect(page).toHaveURL(new RegExp(`/paylater/cash/receipt\\?ref=${ref}$`));
    await expect(page.getByRole('heading', { name: 'Jumlah pinjaman' })).toBeVisible();
    await expect(page.getByText('Rp1.000.000', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cash-receipt-ref')).toHaveText(ref);
    await expect(page.getByText('3 bulan')).toBeVisible();
    await expect(page.getByText('Cicilan ke-3')).toBeVisible();
    await expectAccessible();
  });

  test("[cash.result-failed] the payout failed: 'Kami tidak berhasil memproses penarikan dana.'", async ({
    page,
    scenario,
  }) => {
    await scenario('cash.result-failed');
    await expect(page.getByRole('heading', { name: 'Penarikan gagal' })).toBeVisible();
    await expect(page.getByText('Kami tidak berhasil memproses penarikan dana.')).toBeVisible();
    await expect(page.getByText('Rp505.050')).toBeVisible();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('textbox', { name: 'Jumlah penarikan' })).toBeVisible();
  });

  test('by hand: from the home page, withdraw with the PIN, see the receipt; a second withdrawal this month is refused', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    // From the Pay Later home's get-cash action to the intro, then the amount.
    await scenario('cash.available', '/paylater/home');
    const before = (await cashLoansThisMonth(bankState)).length;
    await page.getByTestId('home-cash').click();
    await expect(page).toHaveURL(/\/paylater\/cash$/);
    await page.getByTestId('cash-start').click();
    const options = await chooseLoan(page, '1000000', '3 bulan');
    const three = options.find((o) => o.LOAN_INIT_TERM === '3')!;
    await page.getByRole('button', { name: 'Lanjut' }).click();

    await expect(page).toHaveURL(/\/paylater\/cash\/confirm\?amount=1000000&term=3$/);
    await expect(page.getByTestId('cash-confirm-amount')).toHaveText('Rp1.000.000');
    await expect(page.getByText(`Masuk ke rekening kamu ${rupiah(three.FUND_AMT)}`)).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Konfirmasi dengan PIN' });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('Setujui perjanjian pinjaman untuk melanjutkan.')).toBeVisible();
    await page.getByText(/Saya telah membaca dan menyetujui Perjanjian Pinjaman Instant Cash/).click();
    await confirm.click();

    // The PIN sheet: a wrong PIN gets the bank's message and the attempts left; nothing is booked.
    await expect(page.getByRole('dialog', { name: 'Masukkan PIN' })).toBeVisible();
    await expect(
      page.getByText('Masukkan 6 digit PIN Allo Bank kamu untuk menarik Rp1.000.000.'),
    ).toBeVisible();
    await enterPin(page, '246801');
    await expect(page.getByText('PIN yang kamu masukkan salah.')).toBeVisible();
    await expect(page.getByText('Sisa 4 kesempatan hari ini.')).toBeVisible();
    await expectAccessible();
    expect(await cashLoansThisMonth(bankState)).toHaveLength(before);

    const applied = page.waitForRequest(/\/core\/trans\/apply\/loan/);
    await enterPin(page, '135790');
    const body = (await applied).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      LOAN_INIT_PRIN: '1000000',
      LOAN_TERM: '3',
      FEE_AMT: three.UPFRONT_ADMIN_FEE,
    });
    expect(body.SESSION).toMatch(/^[0-9a-f]{32}$/);

    await expect(page.getByRole('heading', { name: 'Penarikan berhasil' })).toBeVisible();
    await page.getByRole('button', { name: 'Lihat rincian pinjaman' }).click();
    await expect(page.getByText('Rp1.000.000', { exact: true })).toBeVisible();
    await expect(page.getByText(`Dana diterima ${rupiah(three.FUND_AMT)}`)).toBeVisible();
    expect(await cashLoansThisMonth(bankState)).toHaveLength(before + 1);

    // The same month again: refused with the bank's message before any PIN.
    await page.goto('/paylater/cash?step=amount');
    await expect(
      page.getByRole('heading', { name: 'Kamu sudah menarik Instant Cash bulan ini' }),
    ).toBeVisible();
    await expect(page.getByText('Instant Cash hanya dapat ditarik satu kali setiap bulan.')).toBeVisible();
    expect(await cashLoansThisMonth(bankState)).toHaveLength(before + 1);
  });

  test('[cash.once-per-month] a second confirmation in another tab is refused by apply/loan after the PIN', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('cash.available', '/paylater/cash/confirm?amount=800000&term=1');
    const other = await page.context().newPage();
    await other.goto('/paylater/cash/confirm?amount=700000&term=1');
    // Both tabs hold the bank's quote before either confirms.
    await expect(other.getByTestId('cash-confirm-amount')).toHaveText('Rp700.000');
    await other.getByText(/Saya telah membaca dan menyetujui/).click();
    await page.bringToFront();
    await expect(page.getByTestId('cash-confirm-amount')).toHaveText('Rp800.000');
    await page.getByText(/Saya telah membaca dan menyetujui/).click();
    await page.getByRole('button', { name: 'Konfirmasi dengan PIN' }).click();
    await enterPin(page, '135790');
    await expect(page.getByRole('heading', { name: 'Penarikan berhasil' })).toBeVisible();

    await other.bringToFront();
    await other.getByRole('button', { name: 'Konfirmasi dengan PIN' }).click();
    await enterPin(other, '135790');
    const dialog = other.getByRole('dialog').filter({ hasText: 'Instant Cash hanya dapat ditarik' });
    await expect(dialog.getByText('Instant Cash hanya dapat ditarik satu kali setiap bulan.')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      other.getByRole('heading', { name: 'Kamu sudah menarik Instant Cash bulan ini' }),
    ).toBeVisible();
    const loans = await cashLoansThisMonth(bankState);
    expect(loans.filter((l) => l.principal === 800_000)).toHaveLength(1);
    expect(loans.filter((l) => l.principal === 700_000)).toHaveLength(0);
  });

  test('[cash.result-success] a lost answer is sent again with the same session: one loan is booked', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('cash.available', '/paylater/cash/confirm?amount=900000&term=6');
    // The first apply/loan reaches the bank, but its answer never comes back.
    let dropped = false;
    await page.route('**/core/trans/apply/loan**', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByText(/Saya telah membaca dan menyetujui/).click();
    await page.getByRole('button', { name: 'Konfirmasi dengan PIN' }).click();
    const sent = page.waitForRequest(/\/core\/trans\/apply\/loan/);
    await enterPin(page, '135790');
    const first = (await sent).postDataJSON() as { SESSION: string };
    const network = page.getByRole('dialog', { name: 'Masalah Jaringan.' });
    await expect(network).toBeVisible();
    await network.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Penarikan belum terkonfirmasi').first()).toBeVisible();
    expect((await cashLoansThisMonth(bankState)).filter((l) => l.principal === 900_000)).toHaveLength(1);

    const again = page.waitForRequest(/\/core\/trans\/apply\/loan/);
    await page.getByRole('button', { name: 'Kirim ulang' }).click();
    expect(((await again).postDataJSON() as { SESSION: string }).SESSION).toBe(first.SESSION);
    await expect(page.getByRole('heading', { name: 'Penarikan berhasil' })).toBeVisible();
    expect((await cashLoansThisMonth(bankState)).filter((l) => l.principal === 900_000)).toHaveLength(1);
  });
});
