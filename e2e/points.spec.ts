import { expect, test, type Page } from './fixtures';
import { bankCall, MONTHS_LONG } from './bank-helpers';
import { heading } from './form-helpers';

interface Balance {
  allScoreAmount: string;
  avlScoreAmount: string;
  freezeScoreAmount: string;
  nextDayExpScore: string;
  yesterdayEarnScore: string;
}
interface Entry {
  scoreId: string;
  category: string;
  scoreAmount: string;
  transTime: string;
  remark: string;
}
interface EntryPage {
  total: string;
  list: Entry[];
}

async function answer<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  const body = await bankCall<T>(page, path, data);
  expect(body.ret_code, `${path} ${body.ret_msg}`).toBe('0000');
  return body.ret_data;
}

const balanceOf = (page: Page) => answer<Balance>(page, '/ams/cardpoint/query/point_bal');
/** The whole history the screens ask for (since 2021, newest first), as the bank answers it. */
const historyOf = (page: Page, category = '0', nums = '50') =>
  answer<EntryPage>(page, '/ams/cardpoint/query/point_detail', {
    begingTime: '2021-01-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    legalRightType: '',
    category,
    sortMode: '0',
    nums,
    page: '1',
  });

/** Points as the screens write them: '1.250.000'. Written here, not imported from the app, on purpose. */
const pts = (value: string | number) =>
  String(Math.abs(Math.round(Number(value)))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const change = (value: string) => `${Number(value) > 0 ? '+' : '\u2212'}${pts(value)} poin`;

const content = (page: Page) => page.locator('.stand-in__content');

test.describe('Points', () => {
  test('[points.balance] available points large, earned yesterday, total, held and lapsing tomorrow; the ways on', async ({
    page,
    scenario,
  }) => {
    await scenario('points.balance');
    await expect(heading(page, 'POIN SAYA')).toBeVisible();
    const balance = await balanceOf(page);
    expect(balance.freezeScoreAmount).toBe('12000');
    expect(Number(balance.yesterdayEarnScore)).toBeGreaterThan(0);
    expect(Number(balance.nextDayExpScore)).toBeGreaterThan(0);
    await expect(page.getByTestId('points-available')).toHaveText(`${pts(balance.avlScoreAmount)} poin`);
    await expect(page.getByTestId('points-yesterday')).toHaveText(
      `Kemarin kamu dapat +${pts(balance.yesterdayEarnScore)} poin`,
    );
    await expect(page.getByTestId('points-total')).toHaveText(`${pts(balance.allScoreAmount)} poin`);
    await expect(page.getByTestId('points-held')).toHaveText('12.000 poin');
    await expect(page.getByText('Untuk pesanan yang sedang diproses', { exact: true })).toBeVisible();
    await expect(page.getByTestId('points-lapsing')).toContainText(
      `${pts(balance.nextDayExpScore)} poin kedaluwarsa besok`,
    );
    await expect(page.getByText('Poin berlaku 5 tahun sejak didapat.')).toBeVisible();

    // The newest three entries of the history, as the bank has them.
    const newest = (await historyOf(page, '0', '3')).list;
    const recent = page.getByTestId('points-recent').getByTestId('points-entry');
    await expect(recent).toHaveCount(3);
    await expect(recent.getByTestId('points-entry-amount')).toHaveText(
      newest.map((e) => change(e.scoreAmount)),
    );
    await expect(recent.first()).toContainText(newest[0]!.remark);

    await page.getByRole('button', { name: /Level member/ }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await page.goBack();
    await page.getByRole('button', { name: /Pusat kupon/ }).click();
    await expect(page).toHaveURL(/\/coupons$/);
    await page.goBack();
    await page.getByTestId('points-history-action').click();
    await expect(page).toHaveURL(/\/points\/history$/);
    await expect(heading(page, 'RIWAYAT POIN')).toBeVisible();
  });

  test('[points.balance] the next day the lapsed points are gone from the balance', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('points.balance');
    const before = await balanceOf(page);
    await expect(page.getByTestId('points-available')).toHaveText(`${pts(before.avlScoreAmount)} poin`);
    await clock({ advanceDays: 1 });
    const after = await balanceOf(page);
    expect(Number(after.avlScoreAmount)).toBe(Number(before.avlScoreAmount) - Number(before.nextDayExpScore));
    await page.reload();
    await expect(page.getByTestId('points-available')).toHaveText(`${pts(after.avlScoreAmount)} poin`);
  });

  test('[points.detail] the history newest first, grouped by month, 20 at a time until the end', async ({
    page,
    scenario,
  }) => {
    await scenario('points.detail');
    await expect(heading(page, 'RIWAYAT POIN')).toBeVisible();
    const all = await historyOf(page);
    const total = Number(all.total);
    expect(total).toBeGreaterThan(40);
    const rows = page.getByTestId('points-entry');
    await expect(rows).toHaveCount(20);
    const first = all.list.slice(0, 20);
    await expect(rows.getByTestId('points-entry-amount')).toHaveText(first.map((e) => change(e.scoreAmount)));
    await expect(rows.first()).toContainText(first[0]!.remark);
    const month = first[0]!.transTime;
    await expect(page.getByTestId('points-group').first().getByRole('heading')).toHaveText(
      `${MONTHS_LONG[Number(month.slice(4, 6)) - 1]} ${month.slice(0, 4)}`,
    );

    // Infinite scroll: the next pages come as the list is scrolled, until the end says so.
    const list = content(page);
    await expect(async () => {
      await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(page.getByTestId('points-end')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(rows).toHaveCount(total);
    await expect(page.getByTestId('points-end')).toHaveText('Semua sudah ditampilkan');
  });

  const categories = [
    { chip: 'Dipakai', category: '4' },
    { chip: 'Ditahan', category: '7' },
    { chip: 'Hadiah member', category: '3' },
  ];
  for (const c of categories) {
    test(`[points.detail] the category chip "${c.chip}" shows only its entries`, async ({
      page,
      scenario,
    }) => {
      await scenario('points.detail');
      await page.getByRole('option', { name: c.chip, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`category=${c.category}`));
      const expected = (await historyOf(page, c.category)).list;
      expect(expected.length).toBeGreaterThan(0);
      const rows = page.getByTestId('points-entry');
      await expect(rows).toHaveCount(Math.min(expected.length, 20));
      for (const row of await rows.all()) await expect(row).toHaveAttribute('data-category', c.category);
      await expect(rows.getByTestId('points-entry-amount')).toHaveText(
        expected.slice(0, 20).map((e) => change(e.scoreAmount)),
      );
    });
  }

  test('[points.detail] a period without points says so; the picker and the reset bring the history back', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('points.detail');
    await page.getByTestId('points-period').click();
    const picker = page.getByRole('dialog', { name: 'Pilih periode' });
    await expect(picker).toBeVisible();
    await expectAccessible();
    // 2022: the history has the earnings of late 2021 (their lot lapsed 20 days ago) and none in 2022.
    await picker.getByRole('option', { name: '2022', exact: true }).click();
    await picker.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/period=2022/);
    const empty = page.getByTestId('points-empty');
    await expect(empty.getByRole('heading', { name: 'Belum ada riwayat poin' })).toBeVisible();
    await expect(empty).toContainText('Tidak ada catatan poin untuk periode ini (Tahun 2022).');
    await empty.getByRole('button', { name: 'Lihat semua riwayat' }).click();
    await expect(page).toHaveURL(/\/points\/history$/);
    await expect(page.getByTestId('points-entry')).toHaveCount(20);
  });
});
