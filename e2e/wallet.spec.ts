import { bankCall, longDate, monthName, rp, shortDate, wib } from './bank-helpers';
import { expect, test, type Page } from './fixtures';
import { scrollToEnd } from './form-helpers';

/** What the bank answers for the wallet, as the tests read it. */
interface Balance {
  mpcLevel: '1' | '2' | '3';
  balanceAmt: string;
  coreAcctList: Array<{ blockedBalanceAmt: string }>;
}
interface Order {
  category: 'TOPUP' | 'PAYMENT' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'REFUND';
  orderNo: string;
  mpcOrderNo: string;
  status: '0' | '1' | '2' | '3' | '4' | '5';
  amount: string;
  txnDate: string;
  txnTime: string;
  merchantName: string;
  payerAcctName: string;
  payeeAcctName: string;
  refundTotalAmount: string;
  errorMsg: string;
}
interface OrderPage {
  page: { totalPage: string; totalCount: string };
  tranOrderList: Order[];
}
interface Detail extends Order {
  storeName: string;
  payInfo: {
    balanceAmt: string;
    pointsAmt: string;
    pointsCashValue: string;
    paylaterAmt: string;
    totalAmt: string;
  };
  goodsList: Array<{ goodsName: string; goodsNum: string; goodsPrice: string }>;
}

/** The readable names of the order statuses (spec section 4), as the person sees them. */
const STATUS_NAME: Record<Order['status'], string> = {
  '0': 'Menunggu pembayaran',
  '1': 'Diproses',
  '2': 'Berhasil',
  '3': 'Gagal',
  '4': 'Dibatalkan',
  '5': 'Dana dikembalikan',
};

/** Whole numbers with dot thousands ('1.180.146'), as points are written. */
const count = (n: string | number) => rp(n).slice(2);

const balanceOf = async (page: Page) =>
  (await bankCall<Balance>(page, '/ams/account/query/mpc_balance', {})).ret_data;

/** Every order of the 12 months the list shows (the bank's paging, 50 at a time). */
async function bankOrders(page: Page, status = ''): Promise<Order[]> {
  const orders: Order[] = [];
  for (let n = 1; ; n += 1) {
    const answer = await bankCall<OrderPage>(page, '/ams/mpc/query/tran_order', {
      status,
      category: '',
      startTime: '2025-11-01 00:00:00',
      endTime: '2026-11-21 23:59:59',
      page: { currentPage: String(n), pageSize: '50' },
    });
    expect(answer.ret_code).toBe('0000');
    orders.push(...answer.ret_data.tranOrderList);
    if (n >= Number(answer.ret_data.page.totalPage)) return orders;
  }
}

const bankDetail = async (page: Page, orderNo: string) =>
  (await bankCall<Detail>(page, '/ams/mpc/tran_order_detail', { orderNo })).ret_data;

const scrollToTheEnd = (page: Page) =>
  scrollToEnd(page.getByTestId('wallet-order'), page.getByTestId('wallet-orders-end'));

const isIncoming = (o: Order) => ['TOPUP', 'TRANSFER_IN', 'REFUND'].includes(o.category);
const counterpart = (o: Order) => o.merchantName || (isIncoming(o) ? o.payerAcctName : o.payeeAcctName);

test.describe('Wallet home', () => {
  test("[wallet.home] Allo Pay with the balance, points and yesterday's, coupons, explore, Prime at 5%, deals, recommendations, news and the app", async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.home');
    const balance = await balanceOf(page);
    const points = (
      await bankCall<{ avlScoreAmount: string; yesterdayEarnScore: string }>(
        page,
        '/ams/cardpoint/query/point_bal',
        {},
      )
    ).ret_data;
    const coupons = (
      await bankCall<{ total: string }>(page, '/ams/cardpoint/query/cust_rights', {
        sortMode: '0',
        pageNum: '1',
        pageSize: '1',
        cardVoucherState: '90010001',
      })
    ).ret_data;
    const deals = (
      await bankCall<{ confList: Array<{ actName: string }> }>(page, '/ams/hotdeals/query/home_deals', {})
    ).ret_data.confList;
    const news = (
      await bankCall<{ headlines: Array<{ title: string }> }>(page, '/ams/news/query/top_news', {})
    ).ret_data.headlines;
    const reco = (
      await bankCall<{ list: Array<{ couponTitle: string }> }>(page, '/ams/cardpoint/query/card_center', {
        nums: '5',
        page: '1',
        queryType: 'MARKET',
        couponMarketPosit: 'HOME',
      })
    ).ret_data.list;

    await expect(page.getByTestId('wallet-balance')).toHaveText(rp(balance.balanceAmt));
    await expect(page.getByTestId('wallet-tier')).toHaveText('Allo Pay+');
    const held = balance.coreAcctList[0]!.blockedBalanceAmt;
    await expect(page.getByTestId('wallet-held')).toHaveText(
      `${rp(held)} ditahan untuk transaksi yang sedang diproses`,
    );
    await expect(page.getByTestId('wallet-points')).toHaveText(`${count(points.avlScoreAmount)} poin`);
    expect(Number(points.yesterdayEarnScore)).toBeGreaterThan(0);
    await expect(page.getByTestId('wallet-points-yesterday')).toHaveText(
      `+${count(points.yesterdayEarnScore)} poin kemarin`,
    );
    await expect(page.getByTestId('wallet-coupons')).toHaveText(`${coupons.total} kupon`);
    await expect(page.getByRole('heading', { name: 'Allo Explore' })).toBeVisible();
    for (const name of [
      'Pay Later',
      'Hot Deals',
      'Berita',
      'Pusat Kupon',
      'Membership',
      'Bantuan',
      'Pengaturan',
    ]) {
      await expect(page.getByTestId('wallet-explore').getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Upgrade ke Allo Prime' })).toBeVisible();
    await expect(
      page.getByText('Nikmati bunga 5% per tahun untuk tabunganmu, tanpa batas dana masuk.'),
    ).toBeVisible();
    await expect(page.getByTestId('wallet-upgrade-middle')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hot Deals' })).toBeVisible();
    await expect(page.getByTestId('wallet-deal').first()).toContainText(deals[0]!.actName);
    await expect(page.getByRole('heading', { name: 'Rekomendasi teratas' })).toBeVisible();
    await expect(page.getByTestId('wallet-reco').first()).toContainText(reco[0]!.couponTitle);
    await expect(page.getByRole('heading', { name: 'Must Read News' })).toBeVisible();
    await expect(page.getByTestId('wallet-news-item')).toHaveCount(Math.min(3, news.length));
    await expect(page.getByTestId('wallet-news-item').first()).toContainText(news[0]!.title);
    await expect(page.getByRole('heading', { name: 'Lebih lengkap di aplikasi Allo Bank' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka aplikasi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unduh aplikasi' })).toBeVisible();
  });

  test('[wallet.home] every entry opens its screen through the route table, never Not Found', async ({
    page,
    scenario,
  }) => {
    // Nineteen page loads in one test: room for them on a loaded two-core machine.
    test.setTimeout(90_000);
    await scenario('wallet.home');
    const cases: Array<{ entry: string; url: RegExp }> = [
      { entry: 'wallet-top-up', url: /\/wallet\/top-up$/ },
      { entry: 'wallet-history', url: /\/wallet\/balance$/ },
      { entry: 'wallet-points-entry', url: /\/points$/ },
      { entry: 'wallet-coupons-entry', url: /\/coupons$/ },
      { entry: 'wallet-explore-payLater', url: /\/paylater\/home$/ },
      { entry: 'wallet-explore-deals', url: /\/deals$/ },
      { entry: 'wallet-explore-news', url: /\/news$/ },
      { entry: 'wallet-explore-coupons', url: /\/coupons$/ },
      { entry: 'wallet-explore-points', url: /\/points$/ },
      { entry: 'wallet-explore-membership', url: /\/membership$/ },
      { entry: 'wallet-explore-help', url: /\/help$/ },
      { entry: 'wallet-explore-settings', url: /\/settings$/ },
      { entry: 'wallet-upgrade-prime', url: /\/upgrade\/prime$/ },
      { entry: 'wallet-deals-all', url: /\/deals$/ },
      { entry: 'wallet-deal', url: /\/deals\/detail\?id=/ },
      { entry: 'wallet-reco-all', url: /\/coupons$/ },
      { entry: 'wallet-reco', url: /\/coupons\/detail\?id=/ },
      { entry: 'wallet-news-all', url: /\/news$/ },
      { entry: 'wallet-news-item', url: /\/news\/detail\?url=/ },
    ];
    for (const c of cases) {
      await page.goto('/wallet');
      await page.getByTestId(c.entry).first().click();
      await expect(page, c.entry).toHaveURL(c.url);
      await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' }), c.entry).toHaveCount(0);
    }
  });

  test('[wallet.home] a basic Allo Pay customer is offered Allo Prime at 5% and Allo Pay+', async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.home-basic');
    await expect(page.getByTestId('wallet-tier')).toHaveText('Allo Pay');
    await expect(page.getByTestId('wallet-balance')).toHaveText('Rp850.000');
    await expect(page.getByRole('heading', { name: 'Upgrade ke Allo Prime' })).toBeVisible();
    await page.getByRole('button', { name: 'Atau upgrade ke Allo Pay+' }).click();
    await expect(page).toHaveURL(/\/upgrade\/pay-plus$/);
  });

  test('[wallet.home] outside the app, opening the app goes through the bridge to the download page', async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.home');
    await page.getByRole('button', { name: 'Buka aplikasi' }).click();
    await page.getByRole('button', { name: 'Ke halaman unduhan' }).click();
    await expect(page).toHaveURL(/\/__fake-bank\/download\?platform=lph5$/);
  });
});

test.describe('Balance and orders', () => {
  test('[wallet.balance-transactions] every order of 12 months, newest first by month, page after page, every status in words', async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.balance-transactions');
    const balance = await balanceOf(page);
    const orders = await bankOrders(page);
    await expect(page.getByTestId('wallet-balance')).toHaveText(rp(balance.balanceAmt));
    // The first page only, until the list is scrolled.
    await expect(page.getByTestId('wallet-order')).toHaveCount(10);
    await scrollToTheEnd(page);
    await expect(page.getByTestId('wallet-order')).toHaveCount(orders.length);
    await expect(page.getByTestId('wallet-orders-end')).toHaveText('Semua sudah ditampilkan');
    const months = [...new Set(orders.map((o) => o.txnDate.slice(0, 6)))];
    await expect(page.getByTestId('wallet-month').locator('h2')).toHaveText(months.map(monthName));
    const rows = page.getByTestId('wallet-order');
    for (const [i, order] of orders.entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-order', order.mpcOrderNo);
      await expect(row).toContainText(counterpart(order));
      await expect(row).toContainText(`${shortDate(order.txnDate)}, ${wib(order.txnTime)}`);
      const sign = order.status === '1' || order.status === '2' ? (isIncoming(order) ? '+' : '\u2212') : '';
      await expect(row).toContainText(`${sign}${rp(order.amount)}`);
      if (order.status !== '2') await expect(row).toContainText(STATUS_NAME[order.status]);
    }
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
  });

  const statuses = Object.entries(STATUS_NAME) as Array<[Order['status'], string]>;
  for (const [status, name] of statuses) {
    test(`[wallet.balance-transactions] the chip '${name}' shows the orders of status ${status} only`, async ({
      page,
      scenario,
    }) => {
      await scenario('wallet.balance-transactions');
      const orders = await bankOrders(page, status);
      await page.getByRole('option', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status}$`));
      if (orders.length > 10) await scrollToTheEnd(page);
      await expect(page.getByTestId('wallet-order')).toHaveCount(orders.length);
      for (const row of await page.getByTestId('wallet-order').all()) {
        await expect(row).toHaveAttribute('data-status', status);
      }
    });
  }

  test('[wallet.balance-transactions] the walk: wallet home, balance, an order in detail', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('wallet.home');
    const [latest] = await bankOrders(page);
    await page.getByRole('button', { name: 'Riwayat' }).click();
    await expect(page).toHaveURL(/\/wallet\/balance$/);
    await page.getByTestId('wallet-order').first().click();
    await expect(page).toHaveURL(new RegExp(`/wallet/balance/detail\\?no=${latest!.mpcOrderNo}$`));
    await expect(page.getByTestId('wallet-detail-status')).toHaveText(STATUS_NAME[latest!.status]);
    await expect(page.getByTestId('wallet-detail-amount')).toContainText(rp(latest!.amount));
    await expect(page.getByTestId('wallet-detail-mpc')).toHaveText(latest!.mpcOrderNo);
    await expectAccessible();
    // The nav bar's back arrow returns to the list.
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet\/balance$/);
  });

  test('[wallet.balance-transactions] an order paid three ways: the split with the points worth, the goods, the numbers', async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.order-detail');
    const detail = await bankDetail(page, 'MPC2026112180000201');
    await expect(page.getByTestId('wallet-detail-status')).toHaveText('Berhasil');
    // What left the balance, with the order's total beside it (decision 0040).
    await expect(page.getByTestId('wallet-detail-amount')).toHaveText('\u2212Rp190.000');
    await expect(page.getByTestId('wallet-detail-balance-note')).toHaveText(
      'Bagian saldo Allo Pay dari total pesanan Rp350.000. Rincian pembayaran ada di bawah.',
    );
    await expect(page.getByText(`${longDate(detail.txnDate)}, ${wib(detail.txnTime)}`)).toBeVisible();
    await expect(page.getByTestId('wallet-pay-balance')).toHaveText('Rp190.000');
    await expect(page.getByText('10.000 poin')).toBeVisible();
    await expect(page.getByTestId('wallet-pay-points')).toHaveText('Rp10.000');
    await expect(page.getByTestId('wallet-pay-paylater')).toHaveText('Rp150.000');
    await expect(page.getByTestId('wallet-detail-order-no')).toHaveText(detail.orderNo);
    for (const g of detail.goodsList) {
      await expect(page.getByText(`${g.goodsName} \u00d7 ${g.goodsNum}`)).toBeVisible();
    }
  });

  test("[wallet.balance-transactions] a failed order says why in the bank's words; a refunded one what came back", async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.balance-transactions');
    const [failed] = await bankOrders(page, '3');
    const [refunded] = await bankOrders(page, '5');
    await page.goto(`/wallet/balance/detail?no=${failed!.mpcOrderNo}`);
    await expect(page.getByTestId('wallet-detail-status')).toHaveText('Gagal');
    await expect(page.getByTestId('wallet-detail-error')).toHaveText(failed!.errorMsg);
    await expect(page.getByTestId('wallet-detail-amount')).toHaveText(rp(failed!.amount));
    await page.goto(`/wallet/balance/detail?no=${refunded!.mpcOrderNo}`);
    await expect(page.getByTestId('wallet-detail-status')).toHaveText('Dana dikembalikan');
    await expect(page.getByTestId('wallet-detail-refund')).toHaveText(rp(refunded!.refundTotalAmount));
    await expect(page.getByTestId('wallet-detail-refund-note')).toHaveText(
      'Dana transaksi ini sudah dikembalikan ke sumber pembayarannya.',
    );
  });

  test('[wallet.balance-transactions] an order waiting for payment is paid from its detail at the cashier', async ({
    page,
    scenario,
  }) => {
    await scenario('wallet.balance-transactions');
    const [waiting] = await bankOrders(page, '0');
    await page.goto(`/wallet/balance/detail?no=${waiting!.mpcOrderNo}`);
    await expect(page.getByText('Pesanan ini menunggu pembayaran kamu.')).toBeVisible();
    await page.getByRole('button', { name: `Bayar ${rp(waiting!.amount)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${waiting!.mpcOrderNo}$`));
    await expect(page.getByTestId('checkout-total')).toHaveText(rp(waiting!.amount));
  });
});
