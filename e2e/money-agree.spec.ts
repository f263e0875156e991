import { overrideDevice } from './device';
import { bankCall, rp } from './bank-helpers';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { enterPin, heading } from './form-helpers';

const MINUS = '\u2212';
const SOURCE = { id: 'Saldo Allo Pay', en: 'Allo Pay balance' } as const;
const PARTIAL = 'Dibayar sebagian';

/** The colour an element is drawn in, and the theme's paid green resolved the same way. */
const colourOf = (target: Locator) => target.evaluate((element) => getComputedStyle(element).color);
const paidGreen = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--status-paid)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

/** A row of the home's latest transactions or of the history, as the customer reads it. */
async function readRow(row: Locator, prefix: string) {
  return {
    type: (await row.getByTestId(`${prefix}-type`).innerText()).trim(),
    sub: (await row.getByTestId(`${prefix}-sub`).innerText()).trim(),
    amount: (await row.getByTestId(`${prefix}-amount`).innerText()).trim(),
  };
}

/**
 * Issue 40 points 1 and 3 (decision 0084): the home and the history tell a repayment alike, in both
 * languages; a part paid reads so on the bill and on its loan's schedule, in one colour; the lists follow.
 */
test.describe('one figure, one sign, one source, one status', () => {
  for (const lang of ['id', 'en'] as const) {
    test(`[repay.bill] ${lang}: the home's latest repayment is the history's: ${MINUS}Rp, not green, from ${SOURCE[lang]}`, async ({
      page,
      scenario,
    }) => {
      if (lang === 'en') await overrideDevice(page, { locale: 'en-US' });
      await scenario('repay.bill', '/paylater/home');
      const homeRow = page.locator('[data-testid="home-recent-row"][data-type="P"]').first();
      await expect(homeRow).toBeVisible();
      const id = await homeRow.getAttribute('data-id');
      const onHome = await readRow(homeRow, 'home-recent');
      expect(onHome.amount.startsWith(`${MINUS}Rp`)).toBe(true);
      expect(onHome.sub).toBe(SOURCE[lang]);
      expect(await colourOf(homeRow.getByTestId('home-recent-amount'))).not.toBe(await paidGreen(page));
      await expect(page.getByText('Pembayaran Pay Later')).toHaveCount(0);

      await page.getByTestId('home-transactions-all').click();
      const historyRow = page.locator(`[data-testid="txn-row"][data-id="${id}"]`);
      await expect(historyRow).toBeVisible();
      expect(await readRow(historyRow, 'txn-row')).toEqual(onHome);
    });
  }

  test('[repay.bill] [bill.history] a part of the bill paid: the bills list, the bill and its loan’s schedule read "Dibayar sebagian" in one colour; the home tells the repayment with its minus and source', async ({
    page,
    scenario,
  }) => {
    test.setTimeout(120_000);
    await scenario('repay.bill', '/paylater/bills/history');
    const listRow = page.getByTestId('bill-history-row').filter({ hasText: 'November 2026' });
    await expect(listRow).toContainText('Belum dibayar');

    // Within the app from here on: the list's pages stay in the client's cache, as a customer's would.
    await listRow.click();
    await expect(page.getByTestId('bill-status')).toHaveText('Belum dibayar');
    await page.getByTestId('bill-pay').click();
    const bill = (
      await bankCall<{ STMT_BAL_AMT: string }>(page, '/core/trans/query/bill', { STMT_MONTH: '202611' })
    ).ret_data;
    const part = Math.floor(Number(bill.STMT_BAL_AMT) / 3);
    await page.getByRole('textbox', { name: 'Jumlah pembayaran' }).fill(String(part));
    await page.getByRole('button', { name: `Bayar ${rp(part)}` }).click();
    await enterPin(page, '135790');
    await expect(heading(page, 'Pembayaran berhasil')).toBeVisible();

    await page.getByTestId('repay-home').click();
    const homeRow = page.locator('[data-testid="home-recent-row"][data-type="P"]').first();
    await expect(homeRow.getByTestId('home-recent-amount')).toHaveText(`${MINUS}${rp(part)}`);
    await expect(homeRow.getByTestId('home-recent-sub')).toHaveText(SOURCE.id);

    await page.getByTestId('home-bills').click();
    await page.getByTestId('entry-history').click();
    await expect(listRow.locator('.status-tag')).toHaveText(PARTIAL);
    await listRow.click();
    const billTag = page.getByTestId('bill-status');
    await expect(billTag).toHaveText(PARTIAL);
    const billColour = await colourOf(billTag);

    // A loan of that bill with a term now partly paid (the bank pays the oldest first).
    const { BUSINESS_DATE } = (
      await bankCall<{ BUSINESS_DATE: string }>(page, '/core/account/query/personal_center', {})
    ).ret_data;
    const list = (
      await bankCall<{ TRANSACTION_LIST: Array<{ TRANSACTION_ID: string; TRANSACTION_TYPE: string }> }>(
        page,
        '/core/trans/query/transaction_list',
        { END_DATE: BUSINESS_DATE, TRANSACTION_TYPE: 'A', PAGESIZE: '50', LAST_ROW_KEY: '0' },
      )
    ).ret_data.TRANSACTION_LIST;
    let partlyPaid = '';
    for (const item of list.filter((i) => ['PS', 'DS', 'C'].includes(i.TRANSACTION_TYPE))) {
      const detail = (
        await bankCall<{
          SCHEDULE_LIST: Array<{ IS_PAID: string; PAID_PRIN_AMT: string; PAID_INT_AMT: string }>;
        }>(page, '/core/trans/query/transaction_detail', { TRANSACTION_ID: item.TRANSACTION_ID })
      ).ret_data;
      const partly = detail.SCHEDULE_LIST.some(
        (term) => term.IS_PAID === 'N' && Number(term.PAID_PRIN_AMT) + Number(term.PAID_INT_AMT) > 0,
      );
      if (partly) {
        partlyPaid = item.TRANSACTION_ID;
        break;
      }
    }
    expect(partlyPaid, 'a loan with a term partly paid').not.toBe('');
    await page.goto(`/paylater/transactions/detail?id=${partlyPaid}`);
    const termTag = page.getByTestId('txn-term-status').filter({ hasText: PARTIAL });
    await expect(termTag).toHaveCount(1);
    expect(await colourOf(termTag)).toBe(billColour);
    const unpaid = page.getByTestId('txn-term-status').filter({ hasText: 'Belum dibayar' });
    if ((await unpaid.count()) > 0) expect(await colourOf(unpaid.first())).toBe(billColour);
  });
});
