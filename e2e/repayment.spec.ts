import { expect, type Page, test, controlOf } from './fixtures';
import { bankCall, rp as rupiah, type Envelope, openLink } from './bank-helpers';
import { enterPin, heading } from './form-helpers';

interface RepayInfo {
  STMT_BAL_AMT: string;
  LOAN_LIST: Array<{ REF_NBR: string; BAL_AMT: string; PENALTY_BAL: string; MERCHANT_NAME: string }>;
  OVERDUE_STMT_LIST: Array<{ STMT_MONTH: string; OVERDUE_DAYS: string; STMT_BAL_AMT: string }>;
}

interface Payoff {
  REF_NBR: string;
  LOAN_PAID_OUT_AMT: string;
  LOAN_PAID_OUT_PRIN_AMT: string;
  LOAN_PAID_OUT_INT_AMT: string;
  LOAN_PAID_OUT_VIOLATION_AMT: string;
  IS_CAN_PAID_OUT: 'Y' | 'N';
  CANT_PAID_OUT_CODE: string;
  CANT_PAID_OUT_DESC: string;
}

interface RepayResult {
  BIZ_SEQ_NO: string;
  REPAY_STATUS: 'P' | 'S' | 'F';
  TOT_AMOUNT: string;
  VA_ACCT_NO: string;
  LOAN_LIST: Array<{ REF_NBR: string; LOAN_AMT: string }>;
}

interface BankSlices {
  customer: { phone: string };
  wallet: { balance: string };
  credit: { repayments: Array<{ bizSeqNo: string; amount: number; status: string }> };
}

const grouped = (amount: string | number) => Number(amount).toLocaleString('de-DE');
const EXCEEDS_DUE = 'Masukkan tidak lebih dari nilai tagihan';
const INSUFFICIENT = 'Maaf, saldo kamu tidak cukup.';
/** The body under the title 'Pembayaran gagal': why, and what was kept (the title's words not repeated). */
const FAILED = 'Kami tidak dapat memproses pembayaran ini. Saldo kamu tidak terpotong.';

const repayInfo = async (page: Page) =>
  (await bankCall<RepayInfo>(page, '/core/trans/query/repay_info', {})).ret_data;

async function slices(bankState: () => Promise<Record<string, unknown>>) {
  return (await bankState()) as unknown as BankSlices;
}

/** A waiting apply/repay request of the screens, read as JSON once sent. */
const applyRequest = (page: Page) => page.waitForRequest(/\/core\/trans\/apply\/repay/);

/** Every repay_result answer the page gets, in order. */
function repayResults(page: Page): RepayResult[] {
  const answers: RepayResult[] = [];
  page.on('response', (response) => {
    if (!/query\/repay_result/.test(response.url())) return;
    void response
      .json()
      .then((body: Envelope<RepayResult>) => answers.push(body.ret_data))
      .catch(() => undefined);
  });
  return answers;
}

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Jumlah pembayaran' });
const pinSheet = (page: Page) => page.getByRole('dialog', { name: 'Masukkan PIN' });

/** On a pay screen: the primary action, then the PIN on its sheet. */
async function payWithPin(page: Page, amount: string | number, pin = '135790') {
  await page.getByRole('button', { name: `Bayar ${rupiah(amount)}` }).click();
  await expect(pinSheet(page)).toBeVisible();
  await enterPin(page, pin);
}

test.describe('Repayment', () => {
  test('[repay.plan] the total due, overdue bills with their days and late fee, each loan, auto-payment on', async ({
    page,
    scenario,
  }) => {
    await scenario('repay.plan');
    const info = await repayInfo(page);
    const lateFee = info.LOAN_LIST.reduce((sum, l) => sum + Number(l.PENALTY_BAL), 0);
    await expect(page.getByTestId('repay-total')).toHaveText(rupiah(info.STMT_BAL_AMT));
    await expect(page.getByTestId('repay-plan-status')).toHaveText('Terlambat 35 hari');
    await expect(page.getByTestId('repay-late-fee')).toHaveText(rupiah(lateFee));
    await expect(
      page.getByText('Denda bertambah setiap hari sampai tagihan yang terlambat lunas.'),
    ).toBeVisible();
    expect(info.OVERDUE_STMT_LIST).toHaveLength(2);
    for (const bill of info.OVERDUE_STMT_LIST) {
      const row = page.getByTestId(`repay-bill-${bill.STMT_MONTH}`);
      await expect(row).toContainText(`Terlambat ${bill.OVERDUE_DAYS} hari`);
      await expect(row).toContainText(rupiah(bill.STMT_BAL_AMT));
    }
    await expect(page.getByRole('heading', { name: 'Pembayaran otomatis aktif' })).toBeVisible();
    await expect(
      page.getByText(
        'Tagihan dibayar otomatis pada tanggal jatuh tempo. Pembayaran otomatis tidak dapat dinonaktifkan.',
      ),
    ).toBeVisible();
    const billed = info.LOAN_LIST.filter((l) => Number(l.BAL_AMT) > 0);
    await page.getByText(`Lihat rincian ${billed.length} pinjaman`).click();
    for (const loan of billed) {
      const row = page.getByTestId(`repay-loan-${loan.REF_NBR}`);
      await expect(row).toContainText(loan.MERCHANT_NAME);
      await expect(row).toContainText(rupiah(loan.BAL_AMT));
    }

    // One bill, early repayment and everything: each a way on.
    const oldest = info.OVERDUE_STMT_LIST.map((s) => s.STMT_MONTH).sort()[0]!;
    await page.getByTestId(`repay-bill-${oldest}`).click();
    await expect(page).toHaveURL(new RegExp(`/paylater/repayment/pay\\?mode=bill&month=${oldest}$`));
    await expect(page.getByRole('heading', { name: 'Tagihan Oktober 2026' })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Pelunasan lebih awal' }).click();
    await expect(page).toHaveURL(/\/paylater\/repayment\/early$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Bayar semua' }).click();
    await expect(page).toHaveURL(/\/paylater\/repayment\/pay\?mode=all$/);
    await expect(page.getByTestId('repay-amount')).toHaveText(rupiah(info.STMT_BAL_AMT));
  });

  test('[repay.all] everything due from the balance with the PIN: a wrong PIN is refused, then paid once', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('repay.all');
    const info = await repayInfo(page);
    const due = Number(info.STMT_BAL_AMT);
    expect(due).toBeGreaterThan(0);
    await expect(page.getByTestId('repay-amount')).toHaveText(rupiah(due));
    await expect(
      page.getByText('Semua tagihan yang sudah terbit, termasuk denda keterlambatan.'),
    ).toBeVisible();
    const balanceOption = page.getByRole('radio', { name: /^Saldo Allo Pay/ });
    await expect(balanceOption).toBeChecked();
    await expect(page.getByText('Saldo Rp9.000.000')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Virtual Account/ })).not.toBeChecked();
    const before = await slices(bankState);

    await page.getByRole('button', { name: `Bayar ${rupiah(due)}` }).click();
    await expect(pinSheet(page)).toBeVisible();
    await expect(
      page.getByText(
        `Masukkan 6 digit PIN Allo Bank kamu untuk membayar ${rupiah(due)} dari Saldo Allo Pay.`,
      ),
    ).toBeVisible();
    await enterPin(page, '246801');
    await expect(page.getByText('PIN yang kamu masukkan salah.')).toBeVisible();
    await expect(page.getByText('Sisa 4 kesempatan hari ini.')).toBeVisible();
    await expectAccessible();
    expect((await slices(bankState)).credit.repayments).toHaveLength(before.credit.repayments.length);

    const sent = applyRequest(page);
    await enterPin(page, '135790');
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      TXN_CODE: 'BillRepay',
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: String(due),
      LOAN_LIST: [],
    });
    expect(String(body.session)).not.toBe('');
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    await expect(page.getByTestId('repay-result-amount')).toContainText(rupiah(due));

    const after = await slices(bankState);
    expect(after.credit.repayments).toHaveLength(before.credit.repayments.length + 1);
    expect(Number(after.wallet.balance)).toBe(Number(before.wallet.balance) - due);
    expect((await repayInfo(page)).STMT_BAL_AMT).toBe('0');
  });

  test('[repay.all] [repay.result-success] by Virtual Account: where to transfer, then paid when the transfer arrives', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('repay.all');
    const due = Number((await repayInfo(page)).STMT_BAL_AMT);
    const before = await slices(bankState);
    await page.getByRole('radio', { name: /^Virtual Account/ }).check();
    const applies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/core/trans/apply/repay')) applies.push(r.postData() ?? '');
    });
    const sent = applyRequest(page);
    // A double tap sends one request.
    await page.getByRole('button', { name: `Bayar ${rupiah(due)}` }).dblclick();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ REPAY_TYPE: 'VA', TXN_CODE: 'BillRepay', TOT_AMOUNT: String(due) });
    expect(String(body.session)).toMatch(/^[0-9a-f-]{32,36}$/);
    await expect(pinSheet(page)).toHaveCount(0);

    await expect(page).toHaveURL(/\/paylater\/repayment\/va\?seq=BS\d+$/);
    expect(applies).toHaveLength(1);
    const vaCode = `0567${before.customer.phone}`;
    await expect(page.getByTestId('repay-va-number')).toHaveText(vaCode);
    await expect(page.getByRole('button', { name: 'Salin Nomor Virtual Account' })).toBeVisible();
    await expect(page.getByTestId('repay-va-amount')).toHaveText(rupiah(due));
    await expect(page.getByText('Allo Bank', { exact: true })).toBeVisible();
    await expect(page.getByText('0567', { exact: true })).toBeVisible();
    await expect(page.getByTestId('repay-va-deadline')).toHaveText('Bayar sebelum 22 Nov 2026, 10.00 WIB');
    await expect(page.getByText('Menunggu transfer kamu...')).toBeVisible();
    await expectAccessible();
    // Nothing moves before the transfer.
    expect((await slices(bankState)).wallet.balance).toBe(before.wallet.balance);

    await controlOf(page).call('POST', '/simulate/va-payment', { vaCode, amount: due });
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    await expect(page).toHaveURL(/\/paylater\/repayment\/result\?seq=BS\d+$/);
    await expect(page.getByText('Virtual Account', { exact: true })).toBeVisible();
    expect((await repayInfo(page)).STMT_BAL_AMT).toBe('0');
    expect((await slices(bankState)).wallet.balance).toBe(before.wallet.balance);
  });

  test('[repay.bill] one bill: its balance to start with, part of it paid from the balance', async ({
    page,
    scenario,
  }) => {
    await scenario('repay.bill');
    const bill = (
      await bankCall<{ STMT_BAL_AMT: string }>(page, '/core/trans/query/bill', { STMT_MONTH: '202611' })
    ).ret_data;
    const balance = Number(bill.STMT_BAL_AMT);
    await expect(page.getByRole('heading', { name: 'Tagihan November 2026' })).toBeVisible();
    await expect(page.getByTestId('repay-bill-balance')).toHaveText(rupiah(balance));
    await expect(amountField(page)).toHaveValue(grouped(balance));
    await expect(page.getByText(`Boleh sebagian, maksimal ${rupiah(balance)}`)).toBeVisible();

    const part = Math.floor(balance / 2);
    await amountField(page).fill(String(part));
    await expect(amountField(page)).toHaveValue(grouped(part));
    const sent = applyRequest(page);
    await payWithPin(page, part);
    expect((await sent).postDataJSON()).toMatchObject({
      TXN_CODE: 'BillRepay',
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: String(part),
      LOAN_LIST: [],
    });
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    const after = (
      await bankCall<{ STMT_BAL_AMT: string }>(page, '/core/trans/query/bill', { STMT_MONTH: '202611' })
    ).ret_data;
    expect(Number(after.STMT_BAL_AMT)).toBe(balance - part);
  });

  test('[repay.bill] a lost answer is sent again with the same session: the bill is paid once', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('repay.bill');
    const before = await slices(bankState);
    // The first apply/repay reaches the bank, but its answer never comes back.
    let dropped = false;
    await page.route('**/core/trans/apply/repay**', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await amountField(page).fill('200000');
    const first = applyRequest(page);
    await payWithPin(page, 200_000);
    const session = ((await first).postDataJSON() as { session: string }).session;
    const network = page.getByRole('dialog', { name: 'Masalah Jaringan.' });
    await expect(network).toBeVisible();
    await network.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Pembayaran belum terkonfirmasi').first()).toBeVisible();
    expect((await slices(bankState)).credit.repayments).toHaveLength(before.credit.repayments.length + 1);

    const again = applyRequest(page);
    await page.getByRole('button', { name: 'Kirim ulang' }).click();
    expect(((await again).postDataJSON() as { session: string }).session).toBe(session);
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    const after = await slices(bankState);
    expect(after.credit.repayments).toHaveLength(before.credit.repayments.length + 1);
    expect(Number(after.wallet.balance)).toBe(Number(before.wallet.balance) - 200_000);
  });

  test("[repay.exceeds-due] the bank's refusal under the field when the bill shrank meanwhile", async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('repay.exceeds-due');
    const info = await repayInfo(page);
    await expect(amountField(page)).toHaveValue(grouped(info.STMT_BAL_AMT));
    // Meanwhile, elsewhere: Rp100.000 of the bill arrives by transfer.
    const other = await bankCall<RepayResult>(page, '/core/trans/apply/repay', {
      TXN_CODE: 'BillRepay',
      session: 'e2e-meanwhile-1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: '100000',
      LOAN_LIST: [],
    });
    expect(other.ret_data.REPAY_STATUS).toBe('P');
    await controlOf(page).call('POST', '/simulate/va-payment', {
      vaCode: other.ret_data.VA_ACCT_NO,
      amount: 100_000,
    });
    const before = (await slices(bankState)).credit.repayments.length;

    // This screen still offers the old balance: the bank refuses it, and says so at the amount.
    await page.getByRole('radio', { name: /^Virtual Account/ }).check();
    await page.getByRole('button', { name: `Bayar ${rupiah(info.STMT_BAL_AMT)}` }).click();
    await expect(page.locator('#repay-amount-error')).toHaveText(EXCEEDS_DUE);
    // The figures refresh; the amount stays as typed, with the bank's words under it.
    const left = Number(info.STMT_BAL_AMT) - 100_000;
    await expect(page.getByText(`Boleh sebagian, maksimal ${rupiah(left)}`)).toBeVisible();
    await expect(page.getByTestId('repay-bill-balance')).toHaveText(rupiah(left));
    await expect(amountField(page)).toHaveValue(grouped(info.STMT_BAL_AMT));
    await expect(page.locator('#repay-amount-error')).toHaveText(EXCEEDS_DUE);
    await expect(page).toHaveURL(/mode=bill/);
    expect((await slices(bankState)).credit.repayments).toHaveLength(before);
  });

  test(`[repay.insufficient-balance] refused by the bank after the PIN (10101): '${INSUFFICIENT}' at the balance, then Virtual Account`, async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('repay.bill');
    const before = await slices(bankState);
    await amountField(page).fill('10101');
    await payWithPin(page, 10_101);
    await expect(pinSheet(page)).toBeHidden();
    const notice = page.getByTestId('repay-method').getByRole('alert');
    await expect(notice).toContainText(INSUFFICIENT);
    await page.getByRole('button', { name: 'Bayar lewat Virtual Account' }).click();
    await expect(page.getByRole('radio', { name: /^Virtual Account/ })).toBeChecked();
    await expect(page.getByTestId('repay-balance-short')).toHaveCount(0);
    const after = await slices(bankState);
    expect(after.credit.repayments).toHaveLength(before.credit.repayments.length);
    expect(after.wallet.balance).toBe(before.wallet.balance);
  });

  test('[repay.early] pay-off amounts, the breakdown of one loan, paid off in full from the balance', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    const quoted = page.waitForResponse(/\/core\/trans\/query\/pay_off_info/);
    await scenario('repay.early');
    const payoffs = ((await (await quoted).json()) as Envelope<{ LOAN_LIST: Payoff[] }>).ret_data.LOAN_LIST;
    const open = payoffs.filter((p) => p.IS_CAN_PAID_OUT === 'Y');
    expect(open.length).toBeGreaterThan(0);
    for (const loan of open) {
      await expect(page.getByTestId(`repay-early-${loan.REF_NBR}`)).toContainText(
        rupiah(loan.LOAN_PAID_OUT_AMT),
      );
    }
    await expect(
      page.getByText(
        'Pilih satu pinjaman untuk dilunasi sekaligus. Biaya pelunasan lebih awal 10% dari cicilan pokok. Pelunasan sebagian tidak tersedia.',
      ),
    ).toBeVisible();

    const loan = open[0]!;
    await page.getByTestId(`repay-early-${loan.REF_NBR}`).click();
    await expect(page).toHaveURL(new RegExp(`/paylater/repayment/early\\?ref=${loan.REF_NBR}$`));
    await expect(page.getByTestId('repay-amount')).toHaveText(rupiah(loan.LOAN_PAID_OUT_AMT));
    const breakdown = page.getByRole('definition');
    await expect(page.getByText('Pokok', { exact: true })).toBeVisible();
    await expect(breakdown.filter({ hasText: rupiah(loan.LOAN_PAID_OUT_PRIN_AMT) }).first()).toBeVisible();
    await expect(page.getByText('Bunga', { exact: true })).toBeVisible();
    await expect(page.getByText('Biaya pelunasan lebih awal')).toBeVisible();
    await expect(page.getByText('10% dari cicilan pokok')).toBeVisible();
    await expect(page.getByTestId('repay-violation')).toHaveText(rupiah(loan.LOAN_PAID_OUT_VIOLATION_AMT));
    await expect(page.getByTestId('repay-total')).toHaveText(rupiah(loan.LOAN_PAID_OUT_AMT));
    await expectAccessible();
    const before = await slices(bankState);

    const sent = applyRequest(page);
    await page.getByRole('button', { name: `Lunasi ${rupiah(loan.LOAN_PAID_OUT_AMT)}` }).click();
    await expect(
      page.getByText(
        `Masukkan 6 digit PIN Allo Bank kamu untuk melunasi ${rupiah(loan.LOAN_PAID_OUT_AMT)} dari Saldo Allo Pay.`,
      ),
    ).toBeVisible();
    await enterPin(page, '135790');
    expect((await sent).postDataJSON()).toMatchObject({
      TXN_CODE: 'IOURepay',
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: loan.LOAN_PAID_OUT_AMT,
      LOAN_LIST: [{ REF_NBR: loan.REF_NBR }],
    });
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    await expect(page.getByText('Pinjaman kamu sudah lunas lebih awal.')).toBeVisible();
    const after = await slices(bankState);
    expect(Number(after.wallet.balance)).toBe(Number(before.wallet.balance) - Number(loan.LOAN_PAID_OUT_AMT));

    // The loan is settled: no longer in the list.
    await page.goto('/paylater/repayment/early');
    await expect(page.getByRole('heading', { name: 'Lunasi pinjaman lebih awal' })).toBeVisible();
    await expect(page.getByTestId(`repay-early-${loan.REF_NBR}`)).toHaveCount(0);
  });

  test('[repay.early-transaction-day] a day later the same loan can be paid off', async ({
    clock,
    page,
    scenario,
  }) => {
    const infoAnswer = page.waitForResponse(/\/core\/trans\/query\/repay_info/);
    await scenario('repay.early-transaction-day');
    const loans = ((await (await infoAnswer).json()) as Envelope<RepayInfo>).ret_data.LOAN_LIST;
    const today = loans.filter((l) => l.MERCHANT_NAME === 'Gadget Store Mandiri Digital').at(-1)!;
    await expect(page.getByTestId(`repay-blocker-${today.REF_NBR}`)).toBeVisible();
    await clock({ advanceDays: 1 });
    await page.goto(`/paylater/repayment/early?ref=${today.REF_NBR}`);
    await expect(page.getByRole('button', { name: /^Lunasi Rp/ })).toBeVisible();
    await expect(page.getByTestId(`repay-blocker-${today.REF_NBR}`)).toHaveCount(0);
  });

  test('[repay.result-processing] polls every 2000 ms: processing, then still processing after 10 answers', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await page.clock.install();
    const answers = repayResults(page);
    await scenario('repay.result-processing');
    await expect(heading(page, 'Pembayaran sedang diproses')).toBeVisible();
    await expect(page.getByText('Sedang diproses...')).toBeVisible();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers[0]!.REPAY_STATUS).toBe('P');
    await expect(page.getByTestId('repay-result-amount')).toContainText(rupiah(answers[0]!.TOT_AMOUNT));
    // Time moves on in steps of 2000 ms until the page stops asking.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(2000);
          return answers.length;
        },
        { timeout: 25_000 },
      )
      .toBeGreaterThanOrEqual(10);
    await expect(heading(page, 'Pembayaran masih diproses')).toBeVisible();
    await page.clock.runFor(6000);
    expect(answers).toHaveLength(10);
    expect(answers.every((a) => a.REPAY_STATUS === 'P')).toBe(true);
    await expect(page.getByText('Sedang diproses...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Perbarui status' })).toBeVisible();
    await expectAccessible();
  });

  test('[repay.result-success] the link opens on the success: amount, time, reference, where the money went; debited once', async ({
    page,
    bankState,
  }) => {
    const answers = repayResults(page);
    // The balance as seeded (the link seeds the same state again; the booked answer debits it).
    await controlOf(page).start({ scenario: 'repay.result-success' });
    const before = await slices(bankState);
    await openLink(page, 'repay.result-success');
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    // The bank booked it: its first answer is the final one (read as it comes: the body may still be on its way).
    await expect.poll(() => answers.map((a) => a.REPAY_STATUS)).toEqual(['S']);
    const final = answers.at(-1)!;
    await expect(page.getByText('Terima kasih, pembayaran tagihan kamu sudah kami terima.')).toBeVisible();
    await expect(page.getByTestId('repay-result-amount')).toContainText(rupiah(final.TOT_AMOUNT));
    await expect(page.getByText('No. referensi BS20261121990001')).toBeVisible();
    await expect(page.getByTestId('repay-result-time')).toHaveText('21 November 2026, 09.59 WIB');
    await expect(page.getByText('Saldo Allo Pay', { exact: true })).toBeVisible();
    expect(final.LOAN_LIST.length).toBeGreaterThan(0);
    for (const loan of final.LOAN_LIST) {
      await expect(page.getByTestId(`repay-allocation-${loan.REF_NBR}`)).toContainText(rupiah(loan.LOAN_AMT));
    }
    const after = await slices(bankState);
    expect(Number(after.wallet.balance)).toBe(Number(before.wallet.balance) - Number(final.TOT_AMOUNT));

    await page.getByRole('button', { name: 'Lihat riwayat transaksi' }).click();
    await expect(page).toHaveURL(/\/paylater\/transactions$/);
  });

  test(`[repay.result-failed] by hand: 10202 from the balance fails, the bill and the balance stay`, async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('repay.bill');
    const due = (await repayInfo(page)).STMT_BAL_AMT;
    const before = await slices(bankState);
    await amountField(page).fill('10202');
    await payWithPin(page, 10_202);
    await expect(heading(page, 'Pembayaran gagal')).toBeVisible();
    await expect(page.getByText(FAILED)).toBeVisible();
    expect((await slices(bankState)).wallet.balance).toBe(before.wallet.balance);
    expect((await repayInfo(page)).STMT_BAL_AMT).toBe(due);
  });

  test('[repay.all] [repay.result-success] overdue home -> pay everything with the PIN -> repaid', async ({
    clock,
    page,
    scenario,
    bankState,
  }) => {
    await scenario('home.overdue-late-fee');
    const banner = page.getByTestId('home-banner');
    await expect(banner.getByRole('heading', { name: 'Terlambat 5 hari' })).toBeVisible();
    await expect(page.getByTestId('banner-late-fee')).toBeVisible();
    const before = await slices(bankState);

    await page.getByTestId('home-pay').click();
    await expect(page).toHaveURL(/\/paylater\/repayment$/);
    await expect(page.getByTestId('repay-plan-status')).toHaveText('Terlambat 5 hari');
    const info = await repayInfo(page);
    const due = Number(info.STMT_BAL_AMT);
    await page.getByRole('button', { name: 'Bayar semua' }).click();
    await expect(page.getByTestId('repay-amount')).toHaveText(rupiah(due));
    await expect(page.getByRole('radio', { name: /^Saldo Allo Pay/ })).toBeChecked();
    const sent = applyRequest(page);
    await payWithPin(page, due);
    const request = await sent;
    const body = request.postDataJSON() as Record<string, unknown>;
    const answer = (await (await request.response())!.json()) as Envelope<RepayResult>;
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();

    // The same payment sent again (a double tap, a retry): the bank answers the same repayment, once.
    const again = await bankCall<RepayResult>(page, '/core/trans/apply/repay', body);
    expect(again.ret_code).toBe('0000');
    expect(again.ret_data.BIZ_SEQ_NO).toBe(answer.ret_data.BIZ_SEQ_NO);
    const after = await slices(bankState);
    expect(after.credit.repayments).toHaveLength(before.credit.repayments.length + 1);
    expect(Number(after.wallet.balance)).toBe(Number(before.wallet.balance) - due);

    // Back home: nothing overdue, no late fee; a day later none grows.
    await page.getByRole('button', { name: 'Ke beranda Pay Later' }).click();
    await expect(page).toHaveURL(/\/paylater\/home$/);
    await expect(banner.getByRole('heading', { name: 'Tagihan November 2026 sudah lunas' })).toBeVisible();
    await expect(page.getByTestId('banner-late-fee')).toHaveCount(0);
    await expect(banner).not.toContainText('Terlambat');
    await clock({ advanceDays: 1 });
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(banner).not.toContainText('Terlambat');
    await expect(page.getByTestId('banner-late-fee')).toHaveCount(0);
    const center = await bankCall<{ PENALTY_BAL: string; BILL_BAL_AMT: string }>(
      page,
      '/core/account/query/personal_center',
      {},
    );
    expect(center.ret_data.PENALTY_BAL).toBe('0');
    expect((await repayInfo(page)).STMT_BAL_AMT).toBe('0');
  });
});

/** What the bank holds for this browser's session: the balance and the automatic debits. */
async function heldBy(page: Page) {
  const { state } = (await controlOf(page).session()) as {
    state: {
      wallet: { balance: string };
      credit: { repayments: Array<{ autoFor?: string; status: string }> };
    };
  };
  return {
    balance: Number(state.wallet.balance),
    autoDebits: state.credit.repayments.filter((r) => r.autoFor),
  };
}

interface AutoCenter {
  BILL_BAL_AMT: string;
  PENALTY_BAL: string;
  AUTO_DEBIT_STATUS?: string;
  AUTO_DEBIT_AMT?: string;
  AUTO_DEBIT_TIME?: string;
}

async function autoCenter(page: Page): Promise<AutoCenter> {
  return (await bankCall<AutoCenter>(page, '/core/account/query/personal_center', {})).ret_data;
}

/** The newest repayment record on the records page: what it is, its status. */
async function newestRecord(page: Page) {
  await page.goto('/paylater/bills/records');
  return page.getByTestId('bill-record').first();
}

test.describe('Auto-repayment (sections 2 and 4)', () => {
  const banner = (page: Page) => page.getByTestId('home-banner');

  test('[repay.auto-debit] home.due-today plus one day: the bill is paid from the Allo Pay balance once, and stays paid a day later', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('home.due-today');
    await expect(banner(page)).toContainText(
      'Jika belum dibayar, tagihan didebit otomatis dari saldo Allo Pay hari ini pukul 20.00 WIB.',
    );
    const due = Number((await autoCenter(page)).BILL_BAL_AMT);
    const before = await heldBy(page);
    expect(due).toBe(2_126_605);

    await clock({ advanceDays: 1 });
    await page.reload();
    await expect(
      banner(page).getByRole('heading', { name: 'Tagihan November 2026 sudah lunas' }),
    ).toBeVisible();
    await expect(banner(page)).toContainText(
      `Dibayar otomatis dari saldo Allo Pay pada 21 Nov 2026 sebesar ${rupiah(due)}.`,
    );
    await expect(page.getByTestId('banner-late-fee')).toHaveCount(0);
    const paid = await heldBy(page);
    expect(paid.balance).toBe(before.balance - due);
    expect(paid.autoDebits).toHaveLength(1);

    // The repayment records list the debit.
    const record = await newestRecord(page);
    await expect(record).toContainText('Bayar tagihan');
    await expect(record).toContainText('Debit otomatis');
    await expect(record).toContainText('Berhasil');
    await expect(record.getByTestId('bill-record-amount')).toHaveText(`\u2212${rupiah(due)}`);

    // Another day on: still repaid, nothing debited again.
    await clock({ advanceDays: 1 });
    await page.goto('/paylater/home');
    await expect(
      banner(page).getByRole('heading', { name: 'Tagihan November 2026 sudah lunas' }),
    ).toBeVisible();
    const later = await heldBy(page);
    expect(later.balance).toBe(paid.balance);
    expect(later.autoDebits).toHaveLength(1);
    expect((await autoCenter(page)).PENALTY_BAL).toBe('0');
  });

  test('[repay.auto-debit-short] the balance was too small on the due date: overdue with a late fee, and the home says why', async ({
    page,
    scenario,
  }) => {
    await scenario('repay.auto-debit-short');
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 1 hari' })).toBeVisible();
    const center = await autoCenter(page);
    expect(center.AUTO_DEBIT_STATUS).toBe('F');
    expect(Number(center.PENALTY_BAL)).toBeGreaterThan(0);
    await expect(page.getByTestId('banner-late-fee')).toHaveText(rupiah(center.PENALTY_BAL));
    await expect(banner(page)).toContainText(
      `Pembayaran otomatis pada 20 Nov 2026 gagal: saldo Allo Pay tidak cukup untuk tagihan ${rupiah(center.AUTO_DEBIT_AMT!)}.`,
    );
    const held = await heldBy(page);
    expect(held.autoDebits.map((r) => r.status)).toEqual(['F']);

    // The bill says it too.
    await banner(page).getByRole('button', { name: 'Lihat tagihan' }).click();
    await expect(page.getByTestId('bill-auto-debit')).toHaveText(
      `Pembayaran otomatis ${rupiah(center.AUTO_DEBIT_AMT!)} pada 20 November 2026, 20.00 WIB gagal: saldo Allo Pay tidak cukup. Tidak ada saldo yang terpotong.`,
    );

    const record = await newestRecord(page);
    await expect(record).toContainText('Debit otomatis');
    await expect(record).toContainText('Gagal');
  });
});
