import { expect, test, type Page } from './fixtures';
import { bankCall, longDate, monthName, rp } from './bank-helpers';
import { heading } from './form-helpers';

/** The bank's answers the screens must show, read through this browser's session. */
interface Bill {
  STMT_MONTH: string;
  STMT_DATE: string;
  PMT_DUE_DATE: string;
  STMT_STATUS: string;
  STMT_AMT: string;
  STMT_BAL_AMT: string;
  STMT_PAID_AMT: string;
  CUR_STMT_AMT: string;
  REFUND_AMT: string;
  SPENDING_AMT: string;
  CASH_AMT: string;
  PENALTY_BAL: string;
  PENALTY_PAID: string;
  DAYS_TO_DUE: string;
  OVERDUE_DAYS: string;
  OVERDUE_STMT_LIST: Array<{ STMT_MONTH: string; STMT_BAL_AMT: string; OVERDUE_DAYS: string }>;
  SPENDING_DETAIL: Item[];
  CASH_DETAIL_LIST: Item[];
  UPCOMING_DETAIL: Item[];
}
interface Item {
  MERCHANT_NAME: string;
  LOAN_INIT_SUM: string;
  TERM_BAL_AMT: string;
}
interface Center {
  STMT_MONTH: string;
  PMT_DUE_DATE: string;
  UN_BILL_AMT: string;
  PENALTY_BAL: string;
  ACCT_USE_STATUS: string;
}
interface StmtRow {
  STMT_MONTH: string;
  STMT_STATUS: string;
  STMT_AMT: string;
}
interface RecordRow {
  RECORD_TYPE: 'P' | 'T' | 'R';
  AMOUNT: string;
  STATUS: 'P' | 'S' | 'F';
}

async function answer<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  const body = await bankCall<T>(page, path, data);
  expect(body.ret_code, `${path} ${body.ret_msg}`).toBe('0000');
  return body.ret_data;
}

const personalCenter = (page: Page) => answer<Center>(page, '/core/account/query/personal_center');
const bill = (page: Page, month: string) =>
  answer<Bill>(page, '/core/trans/query/bill', { STMT_MONTH: month });
const repayInfo = (page: Page) =>
  answer<{ IS_AUTO_PAY_ONLINE: string; OVERDUE_STMT_LIST: Bill['OVERDUE_STMT_LIST'] }>(
    page,
    '/core/trans/query/repay_info',
  );

/** Every page of a paged list, as the bank answers it (for the totals the screens must reach). */
async function allStatements(page: Page, type: 'A' | 'F'): Promise<StmtRow[]> {
  const list = await answer<{ STMT_LIST: StmtRow[] }>(page, '/core/trans/query/bill_list', {
    TYPE: type,
    PAGESIZE: '50',
    LAST_ROW_KEY: '0',
  });
  return list.STMT_LIST;
}

async function allRecords(page: Page): Promise<RecordRow[]> {
  const rows: RecordRow[] = [];
  let key = '0';
  for (;;) {
    const page_ = await answer<{ RECORD_LIST: RecordRow[]; LAST_ROW_KEY: string; NEXTPAGE_FLG: string }>(
      page,
      '/core/trans/query/refund_repay_record',
      { LAST_ROW_KEY: key, NEXTPAGE_FLG: 'Y', PAGESIZE: '50' },
    );
    rows.push(...page_.RECORD_LIST);
    if (page_.NEXTPAGE_FLG !== 'Y') return rows;
    key = page_.LAST_ROW_KEY;
  }
}

const OVERDUE_RED = 'rgb(185, 28, 28)';
const PAID_GREEN = 'rgb(21, 128, 61)';

/**
 * What one bill screen shows for a scenario (the index, the detail, the upcoming statement, auto-repayment) is
 * proven by component tests (src/features/bills/bill-pages.test.tsx); here what needs a browser: colours,
 * scrolling, pulling down, the clock and the walks over every link.
 */
test.describe('Bills', () => {
  test('[bill.repaid] the repaid bill: paid in green, what was paid, no pay button', async ({
    page,
    scenario,
  }) => {
    await scenario('bill.repaid');
    const center = await personalCenter(page);
    const current = await bill(page, center.STMT_MONTH);
    expect(current.STMT_STATUS).toBe('F');
    await expect(page.getByTestId('bill-status')).toHaveText('Lunas');
    await expect(page.getByText('Dibayar lunas')).toBeVisible();
    await expect(page.getByTestId('bill-amount')).toHaveText(rp(current.STMT_PAID_AMT));
    await expect(page.getByTestId('bill-amount')).toHaveCSS('color', PAID_GREEN);
    await expect(page.getByTestId('bill-repaid')).toHaveText('Terima kasih, tagihan ini sudah lunas.');
    await expect(page.getByTestId('bill-paid')).toHaveText(`\u2212${rp(current.STMT_PAID_AMT)}`);
    await expect(page.getByTestId('bill-balance')).toHaveText('Rp0');
    const items = [...current.SPENDING_DETAIL, ...current.CASH_DETAIL_LIST];
    await expect(page.getByTestId('bill-item').filter({ hasText: 'Lunas' })).toHaveCount(items.length);
    await expect(page.getByTestId('bill-pay')).toHaveCount(0);
    await page.goto('/paylater/bills');
    await expect(page.getByTestId('bill-status')).toHaveText('Lunas');
    await expect(page.getByTestId('bills-pay')).toHaveCount(0);
  });

  test('[bill.overdue] each overdue bill with its days and amount in the overdue colour; a row opens it; pay all', async ({
    page,
    scenario,
  }) => {
    await scenario('bill.overdue');
    const info = await repayInfo(page);
    const center = await personalCenter(page);
    const list = info.OVERDUE_STMT_LIST;
    expect(list.length).toBe(2);
    await expect(heading(page, 'TAGIHAN TERLAMBAT')).toBeVisible();
    await expect(page.getByTestId('bill-overdue-total')).toHaveText(
      rp(list.reduce((s, b) => s + Number(b.STMT_BAL_AMT), 0)),
    );
    await expect(page.getByText(`Termasuk denda keterlambatan ${rp(center.PENALTY_BAL)}`)).toBeVisible();
    const rows = page.getByTestId('bill-overdue-row');
    await expect(rows).toHaveCount(list.length);
    for (const [index, stmt] of list.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(monthName(stmt.STMT_MONTH));
      await expect(row).toContainText(`Terlambat ${stmt.OVERDUE_DAYS} hari`);
      await expect(row.getByTestId('bill-overdue-amount')).toHaveText(rp(stmt.STMT_BAL_AMT));
      await expect(row.getByTestId('bill-overdue-amount')).toHaveCSS('color', OVERDUE_RED);
    }

    const oldest = list[0]!;
    await rows.first().click();
    await expect(page).toHaveURL(`/paylater/bills/detail?month=${oldest.STMT_MONTH}`);
    const detail = await bill(page, oldest.STMT_MONTH);
    await expect(page.getByTestId('bill-status')).toHaveText('Terlambat');
    await expect(page.getByTestId('bill-amount')).toHaveText(rp(oldest.STMT_BAL_AMT));
    await expect(page.getByTestId('bill-due')).toHaveText(
      `Terlambat ${oldest.OVERDUE_DAYS} hari · jatuh tempo ${longDate(detail.PMT_DUE_DATE)}`,
    );
    const fee = Number(detail.STMT_AMT) - Number(detail.CUR_STMT_AMT);
    expect(fee).toBeGreaterThan(0);
    await expect(page.getByTestId('bill-late-fee')).toHaveText(rp(fee));
    await expect(page.getByTestId('bill-late-fee')).toHaveCSS('color', OVERDUE_RED);
    await expect(page.getByTestId('bill-other-overdue')).toHaveText('Ada 1 tagihan terlambat lainnya');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/paylater\/bills\/overdue$/);

    await page.goto('/paylater/bills');
    await expect(page.getByTestId('entry-overdue-count')).toHaveText(String(list.length));
    await expect(page.getByTestId('bill-late-fee')).toHaveCSS('color', OVERDUE_RED);
    await page.getByRole('link', { name: /Tagihan terlambat/ }).click();
    await page.getByRole('button', { name: 'Bayar semua tagihan' }).click();
    await expect(page).toHaveURL(/\/paylater\/repayment$/);
  });

  test('[bill.overdue] a day later, pulling the index down shows one more overdue day and its late fee', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('bill.overdue', '/paylater/bills');
    const center = await personalCenter(page);
    const before = await bill(page, center.STMT_MONTH);
    const card = page.getByTestId('bill-current');
    await expect(card.getByTestId('bill-late-fee')).toHaveText(rp(before.PENALTY_BAL));
    await clock({ advanceDays: 1 });
    const after = await bill(page, center.STMT_MONTH);
    expect(Number(after.OVERDUE_DAYS)).toBe(Number(before.OVERDUE_DAYS) + 1);
    expect(Number(after.PENALTY_BAL)).toBeGreaterThan(Number(before.PENALTY_BAL));
    // Pull the list down from the top with a finger and let go (the kit listens to touch events).
    const box = (await card.boundingBox())!;
    const x = box.x + box.width / 2;
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: box.y + 10 }] });
    for (let step = 1; step <= 12; step += 1)
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: box.y + 10 + step * 20 }],
      });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(card.getByTestId('bill-due')).toContainText(`Terlambat ${after.OVERDUE_DAYS} hari`);
    await expect(card.getByTestId('bill-late-fee')).toHaveText(rp(after.PENALTY_BAL));
    await expect(card.getByTestId('bill-amount')).toHaveText(rp(after.STMT_BAL_AMT));
  });

  test.describe('on a short phone', () => {
    // The first page fills the screen, so the next page can only come from scrolling.
    test.use({ viewport: { width: 390, height: 500 } });

    test('[bill.history] every bill newest first, 10 a page: scrolling to the end loads the next; Lunas lists the paid ones', async ({
      page,
      scenario,
    }) => {
      await scenario('bill.history');
      const all = await allStatements(page, 'A');
      const paid = await allStatements(page, 'F');
      expect(all.length).toBeGreaterThan(10);
      const rows = page.getByTestId('bill-history-A').getByTestId('bill-history-row');
      await expect(rows).toHaveCount(10);
      await expect(page.getByTestId('bill-history-end')).toHaveCount(0);
      await expect(rows.getByTestId('bill-history-amount')).toHaveText(
        all.slice(0, 10).map((s) => rp(s.STMT_AMT)),
      );
      await expect(rows.first()).toContainText(monthName(all[0]!.STMT_MONTH));

      await rows.last().scrollIntoViewIfNeeded();
      await page.getByTestId('bill-history-A').locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
      await expect(rows).toHaveCount(all.length);
      await expect(rows.getByTestId('bill-history-amount')).toHaveText(all.map((s) => rp(s.STMT_AMT)));
      await expect(page.getByTestId('bill-history-end')).toHaveText('Semua sudah ditampilkan');

      await page.getByRole('tab', { name: 'Lunas' }).click();
      const paidRows = page.getByTestId('bill-history-F').getByTestId('bill-history-row');
      await expect(paidRows).toHaveCount(Math.min(paid.length, 10));
      await paidRows.last().scrollIntoViewIfNeeded();
      await page.getByTestId('bill-history-F').locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
      await expect(paidRows).toHaveCount(paid.length);
      await expect(paidRows.filter({ hasText: 'Lunas' })).toHaveCount(paid.length);

      await paidRows.first().click();
      await expect(page).toHaveURL(`/paylater/bills/detail?month=${paid[0]!.STMT_MONTH}`);
      await expect(page.getByTestId('bill-status')).toHaveText('Lunas');
    });

    test('[bill.refunds] refunds and repayments newest first with their status; scrolling loads the next page', async ({
      page,
      scenario,
    }) => {
      await scenario('bill.records');
      const records = await allRecords(page);
      expect(records.length).toBeGreaterThan(10);
      expect(records.some((r) => r.RECORD_TYPE === 'R')).toBe(true);
      await expect(heading(page, 'REFUND & PEMBAYARAN')).toBeVisible();
      const rows = page.getByTestId('bill-record');
      await expect(rows).toHaveCount(10);
      await expect(page.getByTestId('bill-records-end')).toHaveCount(0);
      // A refund or repayment done reduces what is owed: a minus (decision 0040).
      const shown = (r: RecordRow) => (r.STATUS === 'S' ? `\u2212${rp(r.AMOUNT)}` : rp(r.AMOUNT));
      await expect(rows.getByTestId('bill-record-amount')).toHaveText(records.slice(0, 10).map(shown));

      await page.locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
      await expect(rows).toHaveCount(Math.min(records.length, 20));
      await page.locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
      await expect(rows).toHaveCount(records.length);
      await expect(rows.getByTestId('bill-record-amount')).toHaveText(records.map(shown));
      const words = { P: 'Bayar tagihan', T: 'Pelunasan lebih awal', R: 'Refund' } as const;
      const status = { S: 'Berhasil', P: 'Diproses', F: 'Gagal' } as const;
      for (const [index, record] of records.entries()) {
        await expect(rows.nth(index)).toHaveAttribute('data-type', record.RECORD_TYPE);
        await expect(rows.nth(index)).toContainText(words[record.RECORD_TYPE]);
        await expect(rows.nth(index)).toContainText(status[record.STATUS]);
      }
      await expect(page.getByTestId('bill-records-end')).toHaveText('Semua sudah ditampilkan');
    });
  });

  for (const { id, screens } of [
    {
      id: 'bill.ready',
      screens: [
        ['/paylater/bills', 'bills-index'],
        ['/paylater/bills/history', 'bill-history-row'],
        ['/paylater/bills/detail', 'bill-detail'],
      ],
    },
    {
      id: 'bill.overdue',
      screens: [
        ['/paylater/bills', 'bills-index'],
        ['/paylater/bills/overdue', 'bill-overdue-row'],
        ['/paylater/bills/detail', 'bill-detail'],
      ],
    },
  ]) {
    test(`[${id}] every link of the bills screens opens a screen that exists`, async ({ page, scenario }) => {
      test.slow(); // a long walk: on a loaded two-core machine it outlasts the default limit
      await scenario(id, screens[0]![0]);
      const links = new Set<string>();
      for (const [screen, ready] of screens) {
        await page.goto(screen!);
        await expect(page.getByTestId(ready!).first()).toBeVisible();
        const hrefs = await page
          .getByRole('main')
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
        for (const href of hrefs) if (href.startsWith('/')) links.add(href);
      }
      // The index's five ways on, the detail behind it and the history's bills at least.
      expect(links.size).toBeGreaterThan(6);
      for (const href of links) {
        await page.goto(href);
        await expect(page.locator('[data-testid^="bill"]').first(), href).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' }), href).toHaveCount(0);
      }
    });
  }
});
