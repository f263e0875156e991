import { overrideDevice } from './device';
import { bankCall, rp } from './bank-helpers';
import { expect, test, type Page } from './fixtures';

/** The personal centre as the bank answers it now, through this browser's session. */
interface Center {
  CREDIT_LIMIT: string;
  AVAILABLE_OTB: string;
  CASH_OTB: string;
  BILL_BAL_AMT: string;
  PENALTY_BAL: string;
  OVERDUE_DAYS: string;
  OVERDUE_TIMES: string;
  ADMIN_FEE_RATE: string;
  STMT_DATE: string;
  BUSINESS_DATE: string;
  ACCT_STATUS: string;
  LOCK_END_TIME: string;
  RISK_CODE: string;
}

async function personalCenter(page: Page): Promise<Center> {
  const answer = await bankCall<Center>(page, '/core/account/query/personal_center', {});
  expect(answer.ret_code).toBe('0000');
  return answer.ret_data;
}

const ymdDay = (ymd: string) =>
  Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8)) / 86_400_000;

/** Spec section 9: amount due x admin fee rate % x days from the day after the print date, half up. */
function lateFeeOf(center: Center): number {
  const owed = Number(center.BILL_BAL_AMT) - Number(center.PENALTY_BAL);
  const days = ymdDay(center.BUSINESS_DATE) - ymdDay(center.STMT_DATE);
  return Math.round((owed * Number(center.ADMIN_FEE_RATE) * days) / 100);
}

const banner = (page: Page) => page.getByTestId('home-banner');
const cashButton = (page: Page) => page.getByTestId('home-cash');
async function expectCashClosed(page: Page, reason: string) {
  await expect(cashButton(page)).toBeDisabled();
  await expect(page.locator('#home-cash-note')).toHaveText(reason);
  await expect(cashButton(page)).toHaveAccessibleDescription(reason);
}

/**
 * What one home shows for a scenario is proven by component tests (src/features/paylater-home/home-page.test.tsx);
 * here what needs a browser: the clock, the stand-in's back arrow, walks to other screens and back, the
 * accessibility of screens the scenario sweep does not open.
 */
test.describe('Pay Later home', () => {
  test('[home.overdue-late-fee] a day later through the control surface: one more overdue day and one more day of late fee', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('home.overdue-late-fee');
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 5 hari' })).toBeVisible();
    const before = await personalCenter(page);
    await clock({ advanceDays: 1 });
    await page.reload();
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 6 hari' })).toBeVisible();
    const after = await personalCenter(page);
    expect(Number(after.OVERDUE_DAYS)).toBe(Number(before.OVERDUE_DAYS) + 1);
    expect(Number(after.PENALTY_BAL)).toBe(lateFeeOf(after));
    const owed = Number(before.BILL_BAL_AMT) - Number(before.PENALTY_BAL);
    const oneDay = (owed * Number(before.ADMIN_FEE_RATE)) / 100;
    expect(Math.abs(Number(after.PENALTY_BAL) - Number(before.PENALTY_BAL) - oneDay)).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('banner-late-fee')).toHaveText(rp(after.PENALTY_BAL));
    await expect(page.getByTestId('banner-due')).toHaveText(rp(after.BILL_BAL_AMT));
  });

  test('[home.overdue-days] the back arrow leaves the product, never to the apply screen', async ({
    page,
    scenario,
  }) => {
    await scenario('home.overdue-days');
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 35 hari' })).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByRole('heading', { name: 'Kamu keluar dari Pay Later' })).toBeVisible();
    await expect(page.getByText('Selamat! Limit kamu disetujui')).toHaveCount(0);
    await page.getByRole('button', { name: 'Buka Pay Later lagi' }).click();
    await expect(banner(page).getByRole('heading', { name: 'Terlambat 35 hari' })).toBeVisible();
    await expect(page).toHaveURL(/\/paylater\/home$/);
  });

  test('[home.bill-ready] bills and the latest transactions fill the lower half and lead to their screens', async ({
    page,
    scenario,
  }) => {
    await scenario('home.bill-ready');
    const center = await personalCenter(page);
    const list = await bankCall<{
      TRANSACTION_LIST: Array<{ TRANSACTION_ID: string; TRANSACTION_AMT: string; MERCHANT_NAME: string }>;
    }>(page, '/core/trans/query/transaction_list', {
      END_DATE: center.BUSINESS_DATE,
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '3',
      LAST_ROW_KEY: '0',
    });
    const bills = page.getByTestId('home-bills');
    await expect(bills).toContainText(rp(center.BILL_BAL_AMT));
    const recent = page.getByTestId('home-recent');
    await expect(recent.getByRole('heading', { name: 'Transaksi terakhir' })).toBeVisible();
    const rows = recent.getByRole('listitem');
    await expect(rows).toHaveCount(list.ret_data.TRANSACTION_LIST.length);
    const first = list.ret_data.TRANSACTION_LIST[0]!;
    await expect(rows.first()).toContainText(first.MERCHANT_NAME);
    await expect(rows.first()).toContainText(rp(first.TRANSACTION_AMT));

    await rows.first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/paylater/transactions/detail\\?id=${first.TRANSACTION_ID}$`));
    await page.goBack();
    await page.getByTestId('home-transactions').click();
    await expect(page).toHaveURL(/\/paylater\/transactions$/);
    await page.goBack();
    await bills.click();
    await expect(page).toHaveURL(/\/paylater\/bills$/);
  });

  test('[apply.can-apply] an applicant opening the home: the bank says there is no line yet, and the way to apply', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('apply.can-apply', '/paylater/home');
    const screen = page.getByTestId('home-no-account');
    await expect(screen.getByRole('heading', { name: 'Kamu belum punya Pay Later' })).toBeVisible();
    await expect(screen).toContainText('Ajukan sekarang untuk belanja dulu bayar nanti');
    await expect(screen.getByText('Kamu belum memiliki akun Pay Later.')).toHaveCount(0);
    await expectAccessible();
    await screen.getByRole('button', { name: 'Ajukan Pay Later' }).click();
    await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  });

  test('[apply.can-apply] in English the home says once that there is no Pay Later yet', async ({
    page,
    scenario,
  }) => {
    await scenario('lang.english', '/paylater/home');
    const screen = page.getByTestId('home-no-account');
    await expect(screen.getByRole('heading', { name: "You don't have Pay Later yet" })).toBeVisible();
    await expect(screen).toContainText('Apply to shop now and pay later');
    await expect(screen.getByText('You do not have a Pay Later account yet.')).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'Apply for Pay Later' })).toBeVisible();
  });

  test('[home.coupons] available and expired tabs with type, value, minimum, terms, product and dates', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('home.coupons', '/paylater/home');
    await expect(page.getByTestId('home-coupons')).toContainText('3 kupon tersedia');
    await page.getByTestId('home-coupons').click();
    await expect(page).toHaveURL(/\/paylater\/coupons$/);
    await expect(page.getByRole('heading', { name: 'KUPON PAY LATER' })).toBeVisible();
    const available = page.getByTestId('coupons-available');
    await expect(available.getByTestId('coupon')).toHaveCount(3);

    const rate = available.getByRole('article', { name: 'Potongan Bunga 0,50%' });
    await expect(rate).toContainText('Potongan suku bunga');
    await expect(rate).toContainText('-0,50% bunga/bulan');
    await expect(rate).toContainText('Pay Later');
    await expect(rate.getByTestId('coupon-minimum')).toHaveText('Min. transaksiTanpa minimum');
    await expect(rate.getByTestId('coupon-terms')).toHaveText('TenorSemua tenor');
    await expect(rate.getByTestId('coupon-claimed')).toHaveText('Diklaim16 Nov 2026');
    await expect(rate.getByTestId('coupon-until')).toHaveText('Berlaku s.d.20 Jan 2027');

    const percent = available.getByRole('article', { name: 'Diskon Bunga 50%' });
    await expect(percent).toContainText('Tiket diskon bunga');
    await expect(percent).toContainText('Instant Cash');
    await expect(percent.getByTestId('coupon-minimum')).toHaveText('Min. transaksiRp1.000.000');
    await expect(percent.getByTestId('coupon-terms')).toHaveText('Tenor3, 6, 12 bulan');
    await expect(percent.getByTestId('coupon-max')).toHaveText('Maks. diskonRp500.000');

    const free = available.getByRole('article', { name: 'Bebas Bunga 1 Bulan' });
    await expect(free).toContainText('Tiket bebas bunga');
    await expect(free.getByTestId('coupon-max')).toHaveText('Maks. diskonRp100.000');
    await expectAccessible();

    await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
    const expired = page.getByTestId('coupons-expired');
    const old = expired.getByRole('article', { name: 'Diskon Bunga 30%' });
    await expect(old.getByTestId('coupon-status')).toHaveText('Kedaluwarsa');
    await expect(old.getByTestId('coupon-until')).toHaveText('Berlaku s.d.18 Nov 2026');
    await expect(expired.getByTestId('coupon-status').filter({ hasText: 'Sudah dipakai' })).toHaveCount(1);
    await expectAccessible();
  });

  test('[home.coupons] in English: names, what each gives and when it applies, from the bank in English', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await overrideDevice(page, { locale: 'en-US' });
    await scenario('home.coupons');
    const available = page.getByTestId('coupons-available');
    await expect(available.getByTestId('coupon')).toHaveCount(3);
    const percent = available.getByRole('article', { name: '50% interest discount' });
    await expect(percent).toContainText('Interest discount ticket');
    await expect(percent).toContainText(
      '50% off the interest of Instant Cash over 3, 6 or 12 months, up to Rp500.000.',
    );
    await expect(percent.getByTestId('coupon-minimum')).toHaveText('Min. transactionRp1.000.000');
    const free = available.getByRole('article', { name: '1 month interest-free' });
    await expect(free).toContainText('No interest in the first month of Instant Cash, up to Rp100.000.');
    await expect(available.getByRole('article', { name: '0.50% interest cut' })).toBeVisible();
    await expect(available).not.toContainText('Bunga');
    await expectAccessible();
  });

  test('[home.coupons] a coupon passes to the expired tab when the clock passes its expiry', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('home.coupons');
    await expect(page.getByTestId('coupons-available').getByTestId('coupon')).toHaveCount(3);
    await clock({ advanceDays: 15 });
    await page.reload();
    await expect(page.getByTestId('coupons-available').getByTestId('coupon')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
    const gone = page.getByTestId('coupons-expired').getByRole('article', { name: 'Bebas Bunga 1 Bulan' });
    await expect(gone.getByTestId('coupon-status')).toHaveText('Kedaluwarsa');
  });

  test('[home.coupons] no coupons: each tab shows the empty illustration and text', async ({
    page,
    scenario,
  }) => {
    await scenario('home.coupons-empty');
    const empty = page.getByTestId('coupons-empty-available');
    await expect(empty.getByText('Belum ada kupon')).toBeVisible();
    await expect(
      empty.getByText('Kupon Pay Later dan Instant Cash yang kamu dapat akan muncul di sini.'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
    await expect(
      page.getByTestId('coupons-empty-expired').getByText('Belum ada kupon kedaluwarsa'),
    ).toBeVisible();
    await page
      .getByTestId('coupons-empty-expired')
      .getByRole('button', { name: 'Kembali ke Pay Later' })
      .click();
    await expect(page).toHaveURL(/\/paylater\/home$/);
  });
});

test.describe('account states that block features', () => {
  test('[account.temporarily-locked] locked until tomorrow; the clock lifts the lock', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('account.temporarily-locked');
    await expect(banner(page).getByRole('heading', { name: 'Akun dikunci sementara' })).toBeVisible();
    const message = 'Akun kamu dikunci sementara. Pay Later dan Instant Cash belum dapat digunakan.';
    await expect(banner(page)).toContainText(message);
    await expect(banner(page)).toContainText('Kunci dibuka otomatis pada 22 Nov 2026, 10.00 WIB.');
    await expectCashClosed(page, 'Tidak tersedia selama akun dikunci sementara');
    const refusal = await bankCall(page, '/core/trans/try/loan', { LOAN_INIT_PRIN: '1000000' });
    expect([refusal.ret_code, refusal.ret_msg]).toEqual(['80461061', message]);

    await clock({ advanceDays: 1 });
    await page.reload();
    await expect(
      banner(page).getByRole('heading', { name: 'Tagihan November 2026 sudah siap' }),
    ).toBeVisible();
    await expect(cashButton(page)).toBeEnabled();
    expect((await personalCenter(page)).ACCT_STATUS).toBe('A');
  });
});
