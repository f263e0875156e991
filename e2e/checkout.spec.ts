import { bankCall, rp } from './bank-helpers';
import { expect, test, type Page } from './fixtures';
import { enterPin } from './form-helpers';

/** The seeded orders of the checkout scenarios (scenarios/catalogue/checkout/checkout-seed.ts). */
const ORDERS = {
  pay: 'MPC2026112180000101',
  paid: 'MPC2026112180000102',
  failed: 'MPC2026112180000103',
  fails: 'MPC2026112180000104',
  short: 'MPC2026112180000105',
};

const PIN = '135790';
const FAILED_ID = 'Kami tidak dapat memproses pembayaran kamu.';
const NOTHING_TAKEN = 'Saldo, poin, dan limit Pay Later kamu tidak terpotong.';
const SHORT = 'Maaf, saldo kamu tidak cukup.';

interface Slices {
  wallet: { balance: string; orders: Array<{ mpcOrderNo: string; status: string }> };
  credit: { loans: Array<{ principal: number; terms: number; merBizNo: string; kind: string }> };
}
interface PayBody {
  password: string;
  factor: string;
  walletPayAmt: string;
  payLaterAmt: string;
  costPoints: string;
  totalAmt: string;
  cardList: Array<{ payType: string; loanTerm?: string }>;
}

/** What the customer holds, as the bank says it: the spendable balance, points, the Pay Later limit. */
async function holdings(page: Page) {
  const balance = (await bankCall<{ balanceAmt: string }>(page, '/ams/account/query/mpc_balance', {}))
    .ret_data;
  const points = (await bankCall<{ avlScoreAmount: string }>(page, '/ams/cardpoint/query/point_bal', {}))
    .ret_data;
  const line = await bankCall<{ AVAILABLE_OTB: string }>(page, '/core/account/query/personal_center', {});
  return {
    balance: Number(balance.balanceAmt),
    points: Number(points.avlScoreAmount),
    limit: line.ret_code === '0000' ? Number(line.ret_data.AVAILABLE_OTB) : null,
  };
}

const orderStatus = async (page: Page, orderNo: string) =>
  (await bankCall<{ status: string }>(page, '/ams/mpc/tran_order_detail', { orderNo })).ret_data.status;

const pinSheet = (page: Page) => page.getByRole('dialog', { name: 'Masukkan PIN' });
const payRequest = (page: Page) => page.waitForRequest(/\/ams\/mpc\/tran\/pay_order/);

async function payWithPin(page: Page, total: number, pin = PIN) {
  await page.getByRole('button', { name: `Bayar ${rp(total)}` }).click();
  await expect(pinSheet(page)).toBeVisible();
  await enterPin(page, pin);
}

test.describe('Checkout', () => {
  test('[checkout.paid] points, Pay Later in 6 months and the balance, confirmed by the PIN: what is held afterwards shows it', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('checkout.pay');
    const before = await holdings(page);
    expect(before).toMatchObject({ balance: 2_000_000, points: 25_000 });
    await expect(page.getByTestId('checkout-merchant')).toContainText('Roastery');
    await expect(page.getByTestId('checkout-total')).toHaveText('Rp350.000');
    await expect(page.getByText('Biji Kopi Arabika Gayo 250 g \u00d7 1')).toBeVisible();
    await expect(page.getByText('Tersedia 25.000 poin')).toBeVisible();
    await expect(page.getByText(`Limit tersedia ${rp(before.limit!)}`)).toBeVisible();

    await page.getByRole('switch', { name: 'Pakai poin' }).click();
    await expect(page.getByTestId('checkout-points-used')).toHaveText('25.000 poin dipakai senilai Rp25.000');
    await page.getByRole('switch', { name: 'Pakai Pay Later' }).click();
    const amount = page.getByRole('textbox', { name: 'Jumlah dengan Pay Later' });
    // Pay Later is asked for the rest after the points.
    await expect(amount).toHaveValue('325.000');
    await amount.fill('200000');
    await expect(amount).toHaveValue('200.000');
    await page.getByRole('option', { name: '6 bulan' }).click();
    await expect(page.getByTestId('checkout-summary-points')).toHaveText('Rp25.000');
    await expect(page.getByText('Pay Later (6 bulan)')).toBeVisible();
    await expect(page.getByTestId('checkout-summary-paylater')).toHaveText('Rp200.000');
    await expect(page.getByTestId('checkout-summary-balance')).toHaveText('Rp125.000');
    // What the Pay Later part costs over 6 months, before the PIN.
    await expect(page.getByTestId('checkout-cost-total')).toHaveText('Rp253.400');
    await expectAccessible();

    const sent = payRequest(page);
    await payWithPin(page, 350_000);
    const body = (await sent).postDataJSON() as PayBody;
    // The PIN leaves the device sealed with the bank's key: never the digits, never a placeholder.
    expect(body.password).toHaveLength(344);
    expect(body.password).not.toContain(PIN);
    expect(body).toMatchObject({
      walletPayAmt: '125000',
      payLaterAmt: '200000',
      costPoints: '25000',
      totalAmt: '350000',
    });
    expect(body.cardList).toContainEqual({ payType: 'PAYLATER', loanTerm: '6' });

    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout/result\\?order=${ORDERS.pay}$`));
    await expect(page.getByTestId('checkout-paid-balance')).toHaveText('Rp125.000');
    await expect(page.getByTestId('checkout-paid-points')).toHaveText('Rp25.000');
    await expect(page.getByTestId('checkout-paid-paylater')).toHaveText('Rp200.000');
    await expect(page.getByTestId('checkout-balance-now')).toHaveText(rp(before.balance - 125_000));
    await expect(page.getByTestId('checkout-points-now')).toHaveText('0 poin');
    await expect(page.getByTestId('checkout-paylater-now')).toHaveText(rp(before.limit! - 200_000));
    await expectAccessible();

    const after = await holdings(page);
    expect(after).toEqual({ balance: before.balance - 125_000, points: 0, limit: before.limit! - 200_000 });
    const state = (await bankState()) as unknown as Slices;
    expect(state.wallet.orders.find((o) => o.mpcOrderNo === ORDERS.pay)?.status).toBe('2');
    expect(state.credit.loans.at(-1)).toMatchObject({ kind: 'PAYLATER', principal: 200_000, terms: 6 });

    // Back in the wallet: the balance and points as they are now, the payment on top of the history.
    await page.getByRole('button', { name: 'Kembali ke Allo Bank' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByTestId('wallet-balance')).toHaveText(rp(after.balance));
    await expect(page.getByTestId('wallet-points')).toHaveText('0 poin');
    await page.getByRole('button', { name: 'Riwayat' }).click();
    const first = page.getByTestId('wallet-order').first();
    await expect(first).toHaveAttribute('data-order', ORDERS.pay);
    // Only what left the balance (decision 0040).
    await expect(first).toContainText('\u2212Rp125.000');
  });

  test('[checkout.paid] a wrong PIN is refused with the attempts left and pays nothing; the right one then pays', async ({
    page,
    scenario,
  }) => {
    await scenario('checkout.pay');
    const before = await holdings(page);
    await payWithPin(page, 350_000, '246801');
    await expect(pinSheet(page).getByText('PIN yang kamu masukkan salah.')).toBeVisible();
    await expect(pinSheet(page).getByText('Sisa 4 kesempatan hari ini.')).toBeVisible();
    expect(await orderStatus(page, ORDERS.pay)).toBe('0');
    expect(await holdings(page)).toEqual(before);

    await enterPin(page, PIN);
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    expect((await holdings(page)).balance).toBe(before.balance - 350_000);
  });

  test('[checkout.paid] a lost answer is sent again unchanged: the order is paid once', async ({
    page,
    scenario,
  }) => {
    await scenario('checkout.pay');
    const before = await holdings(page);
    // The first pay_order reaches the bank, but its answer never comes back.
    let dropped = false;
    await page.route('**/ams/mpc/tran/pay_order**', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const first = payRequest(page);
    await payWithPin(page, 350_000);
    const sent = (await first).postData();
    const network = page.getByRole('dialog', { name: 'Masalah Jaringan.' });
    await expect(network).toBeVisible();
    await network.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Jawaban bank belum diterima').first()).toBeVisible();
    expect(await orderStatus(page, ORDERS.pay)).toBe('2');

    const again = payRequest(page);
    await page.getByRole('button', { name: 'Kirim ulang' }).click();
    expect((await again).postData()).toBe(sent);
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    expect((await holdings(page)).balance).toBe(before.balance - 350_000);
  });

  test('[checkout.paid] the paid order: how it was paid, and the balance, points and Pay Later limit after it', async ({
    page,
    scenario,
  }) => {
    await scenario('checkout.paid');
    const now = await holdings(page);
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    await expect(page.getByTestId('checkout-result-amount')).toContainText('Rp350.000');
    await expect(page.getByTestId('checkout-paid-balance')).toHaveText('Rp110.000');
    await expect(page.getByText('Poin (40.000 poin)')).toBeVisible();
    await expect(page.getByTestId('checkout-paid-points')).toHaveText('Rp40.000');
    await expect(page.getByTestId('checkout-paid-paylater')).toHaveText('Rp200.000');
    await expect(page.getByTestId('checkout-balance-now')).toHaveText('Rp2.000.000');
    await expect(page.getByTestId('checkout-points-now')).toHaveText('0 poin');
    await expect(page.getByTestId('checkout-paylater-now')).toHaveText(rp(now.limit!));
    await page.getByRole('button', { name: 'Lihat detail transaksi' }).click();
    await expect(page).toHaveURL(new RegExp(`/wallet/balance/detail\\?no=${ORDERS.paid}$`));
    await expect(page.getByTestId('wallet-detail-status')).toHaveText('Berhasil');
  });

  test(`[checkout.failed] the failed payment: '${FAILED_ID}', nothing taken`, async ({ page, scenario }) => {
    await scenario('checkout.failed');
    await expect(page.getByRole('heading', { name: FAILED_ID })).toBeVisible();
    await expect(page.getByText(NOTHING_TAKEN)).toBeVisible();
    await expect(page.getByTestId('checkout-result-amount')).toContainText('Rp99.999');
  });

  test('[checkout.failed] paying the magic total fails after the right PIN and takes nothing', async ({
    page,
    scenario,
  }) => {
    await scenario('checkout.fails');
    const before = await holdings(page);
    await payWithPin(page, 99_999);
    await expect(page.getByRole('heading', { name: FAILED_ID })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout/result\\?order=${ORDERS.fails}$`));
    await expect(page.getByText(NOTHING_TAKEN)).toBeVisible();
    expect(await orderStatus(page, ORDERS.fails)).toBe('3');
    expect(await holdings(page)).toEqual(before);
  });

  test(`[checkout.failed] a balance that does not cover the order: '${SHORT}', nothing sent; Pay Later for the rest pays it`, async ({
    page,
    scenario,
  }) => {
    await scenario('checkout.insufficient-balance');
    await expect(page.getByTestId('checkout-total')).toHaveText('Rp1.250.000');
    await expect(page.getByTestId('checkout-balance-short')).toHaveText(SHORT);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/tran/pay_order')) sent = true;
    });
    await page.getByRole('button', { name: 'Bayar Rp1.250.000' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SHORT })).toBeVisible();
    await expect(pinSheet(page)).toHaveCount(0);
    expect(sent).toBe(false);

    await page.getByRole('switch', { name: 'Pakai Pay Later' }).click();
    await page.getByRole('textbox', { name: 'Jumlah dengan Pay Later' }).fill('1100000');
    await expect(page.getByTestId('checkout-balance-short')).toHaveCount(0);
    await expect(page.getByTestId('checkout-summary-balance')).toHaveText('Rp150.000');
    // The PIN is asked for once the Pay Later part's cost is on screen.
    await expect(page.getByTestId('checkout-cost-total')).toBeVisible();
    await payWithPin(page, 1_250_000);
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    await expect(page.getByTestId('checkout-balance-now')).toHaveText('Rp0');
  });

  test('[checkout.paid] Pay Later shows its cost before the PIN: Rp1.200.000 over 3 months is Rp1.378.200 to repay, as the loan is then billed', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('checkout.insufficient-balance');
    await page.getByRole('switch', { name: 'Pakai Pay Later' }).click();
    await page.getByRole('textbox', { name: 'Jumlah dengan Pay Later' }).fill('1200000');
    const cost = page.getByTestId('checkout-cost');
    await expect(cost.getByTestId('checkout-cost-total')).toHaveText('Rp1.378.200');
    await expect(cost.getByTestId('checkout-cost-first')).toHaveText('Rp483.400');
    await expect(cost.getByTestId('checkout-cost-last')).toHaveText('Rp447.400');
    await expect(cost.getByTestId('checkout-cost-interest')).toHaveText('Rp70.200');
    await expect(cost.getByTestId('checkout-cost-fee')).toHaveText('Rp72.000');
    await expect(cost.getByTestId('checkout-cost-upfront')).toHaveText('Rp36.000');
    await expect(cost.getByText('3,00%, ditagih bersama cicilan pertama')).toBeVisible();
    await expectAccessible();
    // Another tenor costs another total, before any PIN.
    await page.getByRole('option', { name: '6 bulan' }).click();
    await expect(cost.getByTestId('checkout-cost-total')).toHaveText('Rp1.520.400');
    await page.getByRole('option', { name: '3 bulan' }).click();
    await expect(cost.getByTestId('checkout-cost-total')).toHaveText('Rp1.378.200');

    await payWithPin(page, 1_250_000);
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    // The purchase in the Pay Later transactions: billed month by month as the cashier said.
    await page.goto('/paylater/transactions');
    await page.getByTestId('txn-row').first().click();
    await expect(page.getByTestId('txn-merchant')).toBeVisible();
    const terms = page.getByTestId('txn-term-amount');
    await expect(terms).toHaveText(['Rp483.400', 'Rp447.400', 'Rp447.400']);
    const billed = (await terms.allTextContents()).reduce(
      (sum, text) => sum + Number(text.replace(/\D/g, '')),
      0,
    );
    expect(rp(billed)).toBe('Rp1.378.200');
  });

  test(`[checkout.failed] an order the merchant makes (tran/sync_order), in English: "We couldn't process your payment"`, async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('lang.english', '/wallet');
    const merchants = ((await bankState()) as { wallet: { merchants: Array<{ merchantId: string }> } }).wallet
      .merchants;
    const made = await bankCall<{ mpcOrderNo: string }>(
      page,
      '/ams/mpc/tran/sync_order',
      {
        orderNo: 'E2E-EN-99999',
        merchantId: merchants[0]!.merchantId,
        totleAmt: '99999',
        goods: [{ goodsId: 'G1', goodsName: 'Gift box', goodsDesc: '', goodsNum: '1', goodsPrice: '99999' }],
      },
      'en-US',
    );
    expect(made.ret_code).toBe('0000');
    await page.goto(`/checkout?order=${made.ret_data.mpcOrderNo}`);
    await expect(page.getByText('Gift box \u00d7 1')).toBeVisible();
    await page.getByRole('button', { name: 'Pay Rp99.999' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter your PIN' })).toBeVisible();
    await enterPin(page, PIN, '6-digit PIN boxes');
    await expect(page.getByRole('heading', { name: "We couldn't process your payment" })).toBeVisible();
    await expect(
      page.getByText('Nothing was taken from your balance, points or Pay Later limit.'),
    ).toBeVisible();
  });
});
