import { MONTHS_LONG, bankCall, monthName, rp, shortDate, wib } from './bank-helpers';
import { expect, test, type Page } from './fixtures';
import { scrollToEnd } from './form-helpers';

/** What the bank answers for one transaction (list item and detail). */
interface Item {
  TRANSACTION_AMT: string;
  TRANSACTION_TIME: string;
  TRANSACTION_TYPE: 'PS' | 'DS' | 'P' | 'T' | 'R' | 'C';
  TRANSACTION_STATUS: 'S' | 'C';
  MERCHANT_NAME: string;
  STMT_PAID: 'Y' | 'N';
  TRANSACTION_ID: string;
  REF_NBR: string;
  SUB_TRANSACTION_TYPE?: 'POINTS' | 'SUBSTITUTE';
  REPAY_TYPE?: 'VA' | 'BANK_CARD';
  TRANSACTION_TYPE_DESC?: keyof typeof SPEC_TYPE_NAME;
}

interface ListPage {
  LAST_ROW_KEY: string;
  NEXTPAGE_FLAG: 'Y' | 'N';
  BUSINESS_DATE: string;
  TRANSACTION_LIST: Item[];
}

/** Every row the bank holds for a filter, page after page (20 a page, as the screen asks). */
async function bankList(
  page: Page,
  filter: { type?: string; start?: string; end?: string } = {},
): Promise<Item[]> {
  const today = await businessDate(page);
  const items: Item[] = [];
  let key = '0';
  for (;;) {
    const answer = await bankCall<ListPage>(page, '/core/trans/query/transaction_list', {
      END_DATE: filter.end ?? `${dashed(today)} 23:59:59`,
      ...(filter.start ? { START_DATE: filter.start } : {}),
      TRANSACTION_TYPE: filter.type ?? 'A',
      PAGESIZE: '20',
      LAST_ROW_KEY: key,
    });
    expect(answer.ret_code).toBe('0000');
    items.push(...answer.ret_data.TRANSACTION_LIST);
    if (answer.ret_data.NEXTPAGE_FLAG !== 'Y') return items;
    key = answer.ret_data.LAST_ROW_KEY;
  }
}

async function businessDate(page: Page): Promise<string> {
  const answer = await bankCall<{ BUSINESS_DATE: string }>(page, '/core/account/query/personal_center', {});
  expect(answer.ret_code).toBe('0000');
  return answer.ret_data.BUSINESS_DATE;
}

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** '21 Nov 2026, 09.59 WIB' of yyyymmddhhmmss, as a row shows it. */
const rowWhen = (ts: string) => `${shortDate(ts)}, ${wib(ts)}`;

/** The readable type names the person sees (Indonesian). */
const TYPE_NAME: Record<Item['TRANSACTION_TYPE'], string> = {
  PS: 'Pay Later cicilan',
  DS: 'Pay Later',
  C: 'Instant Cash',
  P: 'Pembayaran tagihan',
  T: 'Pelunasan dipercepat',
  R: 'Refund',
};
/** Section 4's types as the bank names them (decision 0079): they come before the code's name. */
const SPEC_TYPE_NAME = {
  PAY_LATER_INSTALMENT: 'Pay Later cicilan',
  INSTANT_CASH: 'Instant Cash',
  CASH_LOAN: 'Pinjaman tunai',
  MERCHANDISE: 'Belanja barang',
  REFUNDED: 'Refund',
  PARTIALLY_REFUNDED: 'Refund sebagian',
  EARLY_REPAID: 'Pelunasan dipercepat',
} as const;
const nameOf = (item: Item) =>
  item.TRANSACTION_TYPE_DESC ? SPEC_TYPE_NAME[item.TRANSACTION_TYPE_DESC] : TYPE_NAME[item.TRANSACTION_TYPE];
const STATUS_NAME = { S: 'Berhasil', C: 'Dibatalkan' } as const;
const METHOD_NAME = { VA: 'Virtual Account', BANK_CARD: 'Saldo Allo Pay' } as const;

/** The amount as a row shows it: successful repayments and refunds reduce what is owed, with a minus (decision 0040). */
const signed = (item: Item) =>
  `${['P', 'T', 'R'].includes(item.TRANSACTION_TYPE) && item.TRANSACTION_STATUS === 'S' ? '\u2212' : ''}${rp(item.TRANSACTION_AMT)}`;

const rows = (page: Page) => page.getByTestId('txn-row');

/** The rows on screen are exactly the bank's items, in its order, each with what, when, amount and status. */
async function expectRows(page: Page, items: Item[]) {
  await expect
    .poll(() => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id'))))
    .toEqual(items.map((item) => item.TRANSACTION_ID));
  for (const [index, item] of items.entries()) {
    const row = rows(page).nth(index);
    await expect(row.getByTestId('txn-row-type')).toHaveText(nameOf(item));
    await expect(row.getByTestId('txn-row-amount')).toHaveText(signed(item));
    await expect(row.getByTestId('txn-row-status')).toHaveText(STATUS_NAME[item.TRANSACTION_STATUS]);
    await expect(row.getByTestId('txn-row-when')).toHaveText(rowWhen(item.TRANSACTION_TIME));
    if (['PS', 'DS', 'R'].includes(item.TRANSACTION_TYPE))
      await expect(row.getByTestId('txn-row-sub')).toHaveText(item.MERCHANT_NAME);
    if (item.REPAY_TYPE)
      await expect(row.getByTestId('txn-row-sub')).toContainText(METHOD_NAME[item.REPAY_TYPE]);
  }
}

/** The month headers on screen: one per month of the items, newest first. */
async function expectGroups(page: Page, items: Item[]) {
  const months = [...new Set(items.map((item) => item.TRANSACTION_TIME.slice(0, 6)))];
  await expect(page.getByTestId('txn-group').locator('h2')).toHaveText(months.map(monthName));
}

const scrollToTheEnd = (page: Page) => scrollToEnd(rows(page), page.getByTestId('txn-end'));

const chip = (page: Page, name: string) => page.getByRole('option', { name, exact: true });

test.describe('transaction history', () => {
  test('[txn.filter] the last 12 months, grouped by month; a type chip shows only that type', async ({
    page,
    scenario,
  }) => {
    await scenario('txn.filter');
    const today = await businessDate(page);
    await expect(page.getByTestId('txn-period')).toHaveText('12 bulan terakhir');
    await expect(page.getByTestId('txn-span')).toHaveText(
      `Menampilkan ${shortDate(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`)} – ${shortDate(today)}`,
    );
    await expect(chip(page, 'Semua')).toHaveAttribute('aria-selected', 'true');
    const all = await bankList(page);
    expect(all.length).toBeGreaterThan(20);
    await expectRows(page, all.slice(0, 20));
    await expectGroups(page, all.slice(0, 20));

    // Instant Cash: the bank's C rows only, the cancelled one among them.
    await chip(page, 'Instant Cash').click();
    await expect(page).toHaveURL(/type=C/);
    const cash = await bankList(page, { type: 'C' });
    expect(cash.length).toBeGreaterThan(0);
    expect(cash.every((item) => item.TRANSACTION_TYPE === 'C')).toBe(true);
    await scrollToTheEnd(page);
    await expectRows(page, cash);
    await expect(rows(page).filter({ hasText: 'Dibatalkan' })).toHaveCount(
      cash.filter((item) => item.TRANSACTION_STATUS === 'C').length,
    );

    // Repayments: bill repayments and early repayments, nothing else.
    await chip(page, 'Pembayaran').click();
    await expect(page).toHaveURL(/type=P/);
    const repayments = await bankList(page, { type: 'P' });
    expect(new Set(repayments.map((item) => item.TRANSACTION_TYPE))).toEqual(new Set(['P', 'T']));
    await scrollToTheEnd(page);
    await expectRows(page, repayments);

    // Spending: Pay Later purchases in instalments and in one term.
    await chip(page, 'Belanja').click();
    const spending = await bankList(page, { type: 'S' });
    expect(spending.every((item) => ['PS', 'DS'].includes(item.TRANSACTION_TYPE))).toBe(true);
    await expectRows(page, spending.slice(0, 20));

    // A row opens its detail; back returns to the list as it was filtered.
    const first = spending[0]!;
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/paylater/transactions/detail\\?id=${first.TRANSACTION_ID}$`));
    await expect(page.getByTestId('txn-amount')).toHaveText(rp(first.TRANSACTION_AMT));
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/paylater\/transactions\?type=S$/);
    await expect(chip(page, 'Belanja')).toHaveAttribute('aria-selected', 'true');
  });

  test('[txn.filter] the month and year picker: 2021 to now, months up to this one; a month shows only its rows', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('txn.filter');
    const today = await businessDate(page);
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(4, 6));
    await expect(rows(page).first()).toBeVisible();
    await page.getByTestId('txn-period').click();
    const picker = page.getByRole('dialog', { name: 'Pilih bulan dan tahun' });
    await expect(picker).toBeVisible();
    const years = picker.getByRole('listbox', { name: 'Tahun' }).getByRole('option');
    await expect(years).toHaveText(Array.from({ length: year - 2021 + 1 }, (_, i) => String(year - i)));
    const months = picker.getByRole('listbox', { name: 'Bulan' }).getByRole('option');
    // This year: All and the months up to the current one.
    await expect(months).toHaveText(['Semua', ...MONTHS_LONG.slice(0, month)]);
    await expectAccessible();
    // An earlier year: all twelve.
    await picker.getByRole('option', { name: String(year - 1), exact: true }).click();
    await expect(months).toHaveText(['Semua', ...MONTHS_LONG]);

    // The month before the current one.
    const chosen = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
    await picker.getByRole('option', { name: String(chosen.y), exact: true }).click();
    await picker.getByRole('option', { name: MONTHS_LONG[chosen.m - 1]!, exact: true }).click();
    await picker.getByRole('button', { name: 'Terapkan' }).click();
    await expect(picker).toBeHidden();
    const mm = String(chosen.m).padStart(2, '0');
    await expect(page).toHaveURL(new RegExp(`period=${chosen.y}-${mm}`));
    await expect(page.getByTestId('txn-period')).toHaveText(`${MONTHS_LONG[chosen.m - 1]} ${chosen.y}`);
    const last = new Date(Date.UTC(chosen.y, chosen.m, 0)).getUTCDate();
    const inMonth = await bankList(page, {
      start: `${chosen.y}-${mm}-01 00:00:00`,
      end: `${chosen.y}-${mm}-${last} 23:59:59`,
    });
    expect(inMonth.length).toBeGreaterThan(0);
    expect(inMonth.every((item) => item.TRANSACTION_TIME.startsWith(`${chosen.y}${mm}`))).toBe(true);
    await scrollToTheEnd(page);
    await expectRows(page, inMonth);
    await expect(page.getByTestId('txn-group')).toHaveCount(1);
    await expect(page.getByTestId('txn-group').locator('h2')).toHaveText(
      `${MONTHS_LONG[chosen.m - 1]} ${chosen.y}`,
    );

    // A type on top of the month: both apply.
    await chip(page, 'Pembayaran').click();
    const repaid = inMonth.filter((item) => ['P', 'T'].includes(item.TRANSACTION_TYPE));
    await expectRows(page, repaid);

    // Back to the last 12 months from the picker.
    await page.getByTestId('txn-period').click();
    await page.getByTestId('month-year-reset').click();
    await expect(page.getByTestId('txn-period')).toHaveText('12 bulan terakhir');
    await expect(page).toHaveURL(/\/paylater\/transactions\?type=P$/);
  });

  test('[txn.filter] in English', async ({ page, scenario }) => {
    await scenario('txn.filter-english');
    await expect(page.getByRole('heading', { name: 'TRANSACTIONS' })).toBeVisible();
    await expect(page.getByTestId('txn-period')).toHaveText('Last 12 months');
    for (const name of ['All', 'Spending', 'Instant Cash', 'Refund', 'Repayment'])
      await expect(chip(page, name)).toBeAttached();
    const all = await bankList(page);
    const first = all[0]!;
    const names: Record<Item['TRANSACTION_TYPE'], string> = {
      PS: 'Pay Later instalment',
      DS: 'Merchandise',
      C: 'Instant Cash',
      P: 'Bill repayment',
      T: 'Early repaid',
      R: 'Refunded',
    };
    const specNames: Record<keyof typeof SPEC_TYPE_NAME, string> = {
      PAY_LATER_INSTALMENT: 'Pay Later instalment',
      INSTANT_CASH: 'Instant Cash',
      CASH_LOAN: 'Cash loan',
      MERCHANDISE: 'Merchandise',
      REFUNDED: 'Refunded',
      PARTIALLY_REFUNDED: 'Partially refunded',
      EARLY_REPAID: 'Early repaid',
    };
    await expect(rows(page).first().getByTestId('txn-row-type')).toHaveText(
      first.TRANSACTION_TYPE_DESC ? specNames[first.TRANSACTION_TYPE_DESC] : names[first.TRANSACTION_TYPE],
    );
    await expect(rows(page).first().getByTestId('txn-row-status')).toHaveText(
      first.TRANSACTION_STATUS === 'S' ? 'Successful' : 'Cancelled',
    );
    await page.getByTestId('txn-period').click();
    await expect(page.getByRole('dialog', { name: 'Choose month and year' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  test('[txn.paging] scrolling to the end asks for the next page by LAST_ROW_KEY until NEXTPAGE_FLAG is N', async ({
    page,
    scenario,
  }) => {
    // The list calls the screen makes, with the bank's answers.
    const calls: Array<{
      request: { LAST_ROW_KEY: string; TRANSACTION_TYPE: string; PAGESIZE: string };
      answer: ListPage;
    }> = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/core/trans/query/transaction_list')) return;
      const body = (await response.json()) as { ret_data: ListPage };
      calls.push({ request: response.request().postDataJSON(), answer: body.ret_data });
    });
    await scenario('txn.paging');
    const all = await bankList(page);
    expect(all.length).toBeGreaterThan(60);
    // The first page only, until the person scrolls.
    await expectRows(page, all.slice(0, 20));
    await expect(page.getByTestId('txn-end')).toHaveCount(0);

    await rows(page).last().scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(Math.min(40, all.length));
    await scrollToTheEnd(page);
    await expectRows(page, all);
    await expectGroups(page, all);

    // The calls the screen made: LAST_ROW_KEY 0, then each time the key the bank answered, while Y.
    const pages = Math.ceil(all.length / 20);
    await expect.poll(() => calls.length).toBe(pages);
    expect(calls.map((call) => call.request.LAST_ROW_KEY)).toEqual([
      '0',
      ...calls.slice(0, -1).map((call) => call.answer.LAST_ROW_KEY),
    ]);
    expect(calls.map((call) => call.answer.NEXTPAGE_FLAG)).toEqual([
      ...Array<string>(pages - 1).fill('Y'),
      'N',
    ]);
    expect(
      calls.every((call) => call.request.PAGESIZE === '20' && call.request.TRANSACTION_TYPE === 'A'),
    ).toBe(true);
  });

  test('[txn.paging] pull to refresh asks the bank for the first page again', async ({ page, scenario }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/core/trans/query/transaction_list'))
        requests.push((request.postDataJSON() as { LAST_ROW_KEY: string }).LAST_ROW_KEY);
    });
    await scenario('txn.paging');
    const all = await bankList(page);
    await expectRows(page, all.slice(0, 20));
    expect(requests).toEqual(['0']);
    // A finger pulling the list down from its top (touch events, as on a phone).
    const cdp = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: 195, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(300) });
    for (let y = 315; y <= 700; y += 15)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await expect(page.getByText('Lepaskan untuk memperbarui')).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => requests).toEqual(['0', '0']);
    await expectRows(page, all.slice(0, 20));
  });

  test('[txn.empty] no transactions in the chosen month: the words and a next step', async ({
    page,
    scenario,
  }) => {
    await scenario('txn.empty');
    const today = await businessDate(page);
    const period = monthName(today.slice(0, 6));
    expect(await bankList(page, { start: `${dashed(today.slice(0, 6) + '01')} 00:00:00` })).toEqual([]);
    const empty = page.getByTestId('txn-empty');
    await expect(empty.getByRole('heading', { name: `Tidak ada transaksi di ${period}` })).toBeVisible();
    await expect(empty).toContainText('Coba pilih bulan lain, atau lihat semua transaksi 12 bulan terakhir.');
    await empty.getByRole('button', { name: 'Lihat 12 bulan terakhir' }).click();
    expect(await bankList(page)).toEqual([]);
    await expect(empty.getByRole('heading', { name: 'Belum ada transaksi' })).toBeVisible();
    await empty.getByRole('button', { name: 'Ke beranda Pay Later' }).click();
    await expect(page).toHaveURL(/\/paylater\/home$/);
  });

  test('[txn.empty] with history: a month before the 12 months kept, and a type without rows in a month', async ({
    page,
    scenario,
  }) => {
    await scenario('txn.filter', '/paylater/transactions?period=2025-10');
    expect(await bankList(page, { start: '2025-10-01 00:00:00', end: '2025-10-31 23:59:59' })).toEqual([]);
    const empty = page.getByTestId('txn-empty');
    await expect(empty.getByRole('heading', { name: 'Tidak ada transaksi di Oktober 2025' })).toBeVisible();
    await expect(page.getByTestId('txn-span')).toHaveText(
      'Riwayat transaksi tersedia untuk 12 bulan terakhir, sejak 21 Nov 2025.',
    );
    await expect(empty).toContainText('Bulan ini di luar 12 bulan riwayat yang tersimpan.');
    await empty.getByRole('button', { name: 'Lihat 12 bulan terakhir' }).click();
    await expect(rows(page).first()).toBeVisible();

    await page.goto('/paylater/transactions?type=R&period=2026-11');
    expect(await bankList(page, { type: 'R', start: '2026-11-01 00:00:00' })).toEqual([]);
    await expect(
      empty.getByRole('heading', { name: 'Tidak ada transaksi Refund di periode ini' }),
    ).toBeVisible();
    await empty.getByRole('button', { name: 'Lihat semua jenis' }).click();
    const november = await bankList(page, { start: '2026-11-01 00:00:00' });
    await expectRows(page, november);
  });
});
