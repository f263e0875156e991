import { bankCall, rp, type Envelope } from './bank-helpers';
import { expect, test, type Page, controlOf } from './fixtures';
import { enterPin, heading } from './form-helpers';

const PIN = '135790';
const MINUS = '\u2212';
/** The one name of the repayment's source, on every screen (decision 0040). */
const SOURCE = 'Saldo Allo Pay';

interface Slices {
  wallet: { balance: string; merchants: Array<{ merchantId: string; merchantName: string }> };
  credit: { account: { stmtDay: number } };
}

const spendable = async (page: Page) =>
  Number(
    (await bankCall<{ balanceAmt: string }>(page, '/ams/account/query/mpc_balance', {})).ret_data.balanceAmt,
  );

/**
 * The walk of issue 25 in one go, each step through the screens, the steps before it proven elsewhere
 * skipped by the scenario (`result.success`: approved, the flow done): Instant Cash, a checkout paid
 * wholly with Pay Later, the first bill, everything repaid from the balance. Then the two histories
 * and the records tell the same money with the same words: the balance list what left or came into the
 * balance, the Pay Later lists what was owed and paid (decision 0040).
 */
test.describe('one truth across screens', () => {
  test('[result.success] [cash.result-success] [checkout.paid] [repay.all] [repay.result-success] [wallet.balance-transactions] [txn.filter] [bill.refunds] approval -> Instant Cash -> checkout with Pay Later -> the bill -> repay all: one set of figures and words, the Pay Later home’s too', async ({
    clock,
    page,
    scenario,
    bankState,
  }) => {
    test.setTimeout(180_000);
    await scenario('result.success');
    // Instant Cash is only in the bank app: the tester opens this session "in the app" first.
    await controlOf(page).patchSession({ device: { inApp: true } });
    await page.reload();
    await expect(heading(page, 'Pay Later kamu sudah aktif')).toBeVisible();
    await page.getByRole('button', { name: 'Mulai pakai Pay Later' }).click();
    await expect(page).toHaveURL(/\/paylater\/home$/);
    const start = await spendable(page);

    // Instant Cash: Rp1.000.000 over 3 months, confirmed with the PIN.
    await page.getByTestId('home-cash').click();
    await page.getByTestId('cash-start').click();
    const quoted = page.waitForResponse(
      (r) =>
        r.url().includes('/core/trans/try/loan') && r.request().postData()?.includes('"1000000"') === true,
    );
    const amount = page.getByRole('textbox', { name: 'Jumlah penarikan' });
    await amount.fill('1000000');
    await amount.blur();
    const options = (
      (await (await quoted).json()) as Envelope<{
        LOAN_LIST: Array<{ LOAN_INIT_TERM: string; FUND_AMT: string }>;
      }>
    ).ret_data.LOAN_LIST;
    const received = Number(options.find((o) => o.LOAN_INIT_TERM === '3')!.FUND_AMT);
    await page.getByRole('option', { name: '3 bulan', exact: true }).click();
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText(/Saya telah membaca dan menyetujui Perjanjian Pinjaman Instant Cash/).click();
    await page.getByRole('button', { name: 'Konfirmasi dengan PIN' }).click();
    await enterPin(page, PIN);
    await expect(page.getByRole('heading', { name: 'Penarikan berhasil' })).toBeVisible();
    expect(await spendable(page)).toBe(start + received);

    // A merchant's order of Rp1.200.000, paid wholly with Pay Later in 3 months.
    const { wallet } = (await bankState()) as unknown as Slices;
    const made = await bankCall<{ mpcOrderNo: string }>(page, '/ams/mpc/tran/sync_order', {
      orderNo: 'E2E-ONE-TRUTH-1',
      merchantId: wallet.merchants[0]!.merchantId,
      totleAmt: '1200000',
      goods: [
        { goodsId: 'G1', goodsName: 'Sepeda lipat', goodsDesc: '', goodsNum: '1', goodsPrice: '1200000' },
      ],
    });
    expect(made.ret_code).toBe('0000');
    const order = made.ret_data.mpcOrderNo;
    await page.goto(`/checkout?order=${order}`);
    await page.getByRole('switch', { name: 'Pakai Pay Later' }).click();
    await expect(page.getByRole('textbox', { name: 'Jumlah dengan Pay Later' })).toHaveValue('1.200.000');
    await page.getByRole('option', { name: '3 bulan' }).click();
    // The cashier tells the cost before the PIN (and asks for the PIN once it is on screen).
    await expect(page.getByTestId('checkout-cost-total')).toHaveText(rp(1_378_200));
    await page.getByRole('button', { name: `Bayar ${rp(1_200_000)}` }).click();
    await enterPin(page, PIN);
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    // Pay Later paid it all: the balance did not move.
    expect(await spendable(page)).toBe(start + received);

    // The first bill prints on the statement day of next month (a day later, before its due date).
    const { credit } = (await bankState()) as unknown as Slices;
    const day = String(credit.account.stmtDay + 1).padStart(2, '0');
    await clock({ date: `2026-12-${day}T10:00:00+07:00` });
    await page.goto('/paylater/home');
    await page.getByTestId('home-pay').click();
    await expect(page).toHaveURL(/\/paylater\/repayment$/);
    // The plan's bill: its due-date tag under the amount, never over it (issue 40 point 4).
    const planBill = page.locator('[data-testid^="repay-bill-2"]').first();
    const [tagBox, amountBox] = await Promise.all([
      planBill.locator('.status-tag').boundingBox(),
      planBill.getByTestId('repay-bill-amount').boundingBox(),
    ]);
    const apart = (a: typeof tagBox, b: typeof tagBox) =>
      a!.y >= b!.y + b!.height - 0.5 ||
      b!.y >= a!.y + a!.height - 0.5 ||
      a!.x >= b!.x + b!.width - 0.5 ||
      b!.x >= a!.x + a!.width - 0.5;
    expect(apart(tagBox, amountBox)).toBe(true);
    await page.getByRole('button', { name: 'Bayar semua' }).click();
    const due = Number(
      (await bankCall<{ STMT_BAL_AMT: string }>(page, '/core/trans/query/repay_info', {})).ret_data
        .STMT_BAL_AMT,
    );
    expect(due).toBeGreaterThan(0);
    await expect(page.getByTestId('repay-amount')).toHaveText(rp(due));
    await expect(page.getByRole('radio', { name: new RegExp(`^${SOURCE}`) })).toBeChecked();
    await page.getByRole('button', { name: `Bayar ${rp(due)}` }).click();
    await expect(page.getByText(`membayar ${rp(due)} dari ${SOURCE}.`)).toBeVisible();
    await enterPin(page, PIN);

    // The result: the amount as paid, from the one source.
    await expect(page.getByTestId('repay-result-success')).toBeVisible();
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();
    await expect(page.getByTestId('repay-result-amount')).toContainText(rp(due));
    await expect(page.getByText(SOURCE, { exact: true })).toBeVisible();
    const balance = start + received - due;
    expect(await spendable(page)).toBe(balance);

    // The Pay Later history: what adds to the debt without a sign, the repayment with a minus, from the source.
    await page.goto('/paylater/transactions');
    const txn = (types: string) =>
      page.locator(
        types
          .split(' ')
          .map((t) => `[data-testid="txn-row"][data-type="${t}"]`)
          .join(', '),
      );
    const repaid = txn('P');
    await expect(repaid).toHaveCount(1);
    await expect(repaid.getByTestId('txn-row-amount')).toHaveText(`${MINUS}${rp(due)}`);
    await expect(repaid.getByTestId('txn-row-sub')).toHaveText(SOURCE);
    const repaidType = await repaid.getByTestId('txn-row-type').innerText();
    await expect(txn('C').getByTestId('txn-row-amount')).toHaveText(rp(1_000_000));
    const bought = txn('PS DS');
    await expect(bought).toHaveCount(1);
    await expect(bought.getByTestId('txn-row-amount')).toHaveText(rp(1_200_000));

    // The records: the same repayment, the same sign and the same source.
    await page.goto('/paylater/bills/records');
    const record = page.getByTestId('bill-record').first();
    await expect(record.getByTestId('bill-record-amount')).toHaveText(`${MINUS}${rp(due)}`);
    await expect(record).toContainText(SOURCE);

    // The Pay Later home's latest transactions: the same repayment as the history tells it (decision 0084).
    await page.goto('/paylater/home');
    const latest = page.locator('[data-testid="home-recent-row"][data-type="P"]');
    await expect(latest).toHaveCount(1);
    await expect(latest.getByTestId('home-recent-amount')).toHaveText(`${MINUS}${rp(due)}`);
    await expect(latest.getByTestId('home-recent-sub')).toHaveText(SOURCE);
    await expect(latest.getByTestId('home-recent-type')).toHaveText(repaidType);

    // The balance list: what left or came into the balance, nothing for the order Pay Later paid.
    await page.goto('/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText(rp(balance));
    const orders = page.getByTestId('wallet-order');
    await expect(orders.first()).toContainText(`${MINUS}${rp(due)}`);
    await expect(orders.first()).toContainText('Allo Bank Pay Later');
    await expect(orders.filter({ hasText: 'Allo Bank Instant Cash' })).toContainText(`+${rp(received)}`);
    await expect(page.locator(`[data-order="${order}"]`)).toHaveCount(0);
    await expect(page.getByText('Saldo rekening')).toHaveCount(0);
  });
});
