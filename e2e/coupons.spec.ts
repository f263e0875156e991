import { expect, test, type Page } from './fixtures';
import { bankCall, rp, shortDate } from './bank-helpers';
import { heading } from './form-helpers';

interface Coupon {
  couponId: string;
  couponName: string;
  couponTitle: string;
  couponType: string;
  mctName: string;
  mctId: string;
  useLowerAmt: string;
  validType: string;
  validDays: string;
  validEndDate: string;
  remainStock: string;
  claimed: 'Y' | 'N';
  suitOrg: string;
  useDesc: string;
  recvRuleDesc: string;
}
interface MyCoupon extends Coupon {
  cardVoucherCode: string;
  cardVoucherState: string;
  useTime: string;
}
interface Detail extends MyCoupon {
  barcodeValue: string;
  qrCodeValue: string;
}
interface CouponPage<T> {
  total: string;
  list: T[];
}
interface BankCoupons {
  loyalty: { coupons: Array<{ couponId: string; stock: number }>; myCoupons: Array<{ couponId: string }> };
}

async function answer<T>(page: Page, path: string, data: unknown = {}, locale = 'id-ID'): Promise<T> {
  const body = await bankCall<T>(page, path, data, locale);
  expect(body.ret_code, `${path} ${body.ret_msg}`).toBe('0000');
  return body.ret_data;
}

const centre = (page: Page, extra: object = {}, locale = 'id-ID') =>
  answer<CouponPage<Coupon>>(
    page,
    '/ams/cardpoint/query/card_center',
    { queryType: 'CENTER', nums: '50', page: '1', ...extra },
    locale,
  );
const mine = (page: Page, cardVoucherState: string) =>
  answer<CouponPage<MyCoupon>>(page, '/ams/cardpoint/query/cust_rights', {
    sortMode: cardVoucherState === '90010001' ? '1' : '0',
    pageNum: '1',
    pageSize: '50',
    cardVoucherState,
  });
const member = (page: Page) =>
  answer<{ name: string; phoneNo: string }>(page, '/ams/account/query/member_info');
const claimCall = async (page: Page, couponId: string) => {
  const who = await member(page);
  return bankCall(page, '/ams/cardpoint/cust_collar_coupons', {
    cardVoucherId: couponId,
    name: who.name,
    phoneNo: who.phoneNo,
  });
};
const stockOf = async (page: Page, bankState: () => Promise<Record<string, unknown>>, couponId: string) =>
  ((await bankState()) as unknown as BankCoupons).loyalty.coupons.find((c) => c.couponId === couponId)!.stock;

const CLAIM_ID = 'CP70000001';
const BARCODE_ID = 'CP70000002';
const BARCODE_CODE = '8261119000000042';

const content = (page: Page) => page.locator('.stand-in__content');

/** The meta line of a card: minimum and validity, as the screen writes them. */
const metaOf = (c: Coupon) =>
  `${Number(c.useLowerAmt) > 0 ? `Min. ${rp(c.useLowerAmt)}` : 'Tanpa minimum'} · ${
    c.validType === '2' ? `Berlaku ${c.validDays} hari sejak diambil` : `s.d. ${shortDate(c.validEndDate)}`
  }`;

test.describe('Coupon centre', () => {
  test('[coupon.list] the coupons on offer today: title, merchant, minimum, validity; claimed and sold out marked', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.list');
    await expect(heading(page, 'PUSAT KUPON')).toBeVisible();
    const offered = await centre(page);
    const cards = page.getByTestId('coupon-card');
    await expect(cards).toHaveCount(Math.min(Number(offered.total), 10));
    const first = offered.list.slice(0, 10);
    await expect(cards.getByTestId('coupon-title')).toHaveText(first.map((c) => c.couponTitle));
    await expect(cards.getByTestId('coupon-merchant')).toHaveText(first.map((c) => c.mctName));
    await expect(cards.getByTestId('coupon-meta')).toHaveText(first.map(metaOf));

    // Every coupon comes as the list is scrolled; claimed ones offer their use, sold-out ones no claim.
    await expect(async () => {
      await content(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(page.getByTestId('coupon-list-end')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('coupon-list-end')).toHaveText('Semua sudah ditampilkan');
    await expect(cards).toHaveCount(Number(offered.total));
    const claimed = offered.list.filter((c) => c.claimed === 'Y');
    expect(claimed.length).toBeGreaterThan(0);
    for (const c of claimed) {
      const card = page.locator(`[data-testid="coupon-card"][data-id="${c.couponId}"]`);
      await expect(card.getByTestId('coupon-state')).toHaveText('Sudah diambil');
      await expect(card.getByRole('button', { name: `Pakai kupon ${c.couponTitle}` })).toBeVisible();
    }
    const soldOut = offered.list.filter((c) => c.remainStock === '0' && c.claimed === 'N');
    for (const c of soldOut) {
      const card = page.locator(`[data-testid="coupon-card"][data-id="${c.couponId}"]`);
      await expect(card.getByTestId('coupon-state')).toHaveText('Habis');
      await expect(card.getByTestId('coupon-claim')).toHaveCount(0);
    }
    const open = offered.list.find((c) => c.claimed === 'N' && c.remainStock !== '0')!;
    await expect(
      page.locator(`[data-testid="coupon-card"][data-id="${open.couponId}"]`).getByTestId('coupon-stock'),
    ).toHaveText(`Sisa ${open.remainStock}`);
  });

  test('[coupon.list] categories: a tab shows its coupons, a chip narrows to a sub-category', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.list');
    await page.getByRole('tab', { name: 'Makanan & Minuman' }).click();
    await expect(page).toHaveURL(/type=100/);
    const food = await centre(page, { couponType: '100' });
    const cards = page.getByTestId('coupon-card');
    await expect(cards.getByTestId('coupon-title')).toHaveText(food.list.map((c) => c.couponTitle));
    await page.getByRole('option', { name: 'Kopi & Teh', exact: true }).click();
    await expect(page).toHaveURL(/type=101/);
    const coffee = await centre(page, { couponType: '101' });
    expect(coffee.list.every((c) => c.couponType === '101')).toBe(true);
    await expect(cards).toHaveCount(coffee.list.length);
    for (const c of coffee.list) {
      await expect(page.locator(`[data-testid="coupon-card"][data-id="${c.couponId}"]`)).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Semua', exact: true }).click();
    await expect(page).toHaveURL(/\/coupons$/);
  });

  test('[coupon.list] in English the screens and the bank’s coupon texts read in English', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.list-english');
    await expect(heading(page, 'COUPON CENTRE')).toBeVisible();
    const offered = await centre(page, {}, 'en-US');
    const first = offered.list.slice(0, 10);
    for (const c of first) {
      expect(c.couponTitle).toMatch(/^(Save Rp\d{1,3}(\.\d{3})*|\d+% off( up to Rp\d{1,3}(\.\d{3})*)?)$/);
      expect(c.couponName).toBe(`${c.couponTitle} at ${c.mctName}`);
    }
    const cards = page.getByTestId('coupon-card');
    await expect(cards.getByTestId('coupon-title')).toHaveText(first.map((c) => c.couponTitle));
    await expect(cards.getByTestId('coupon-merchant')).toHaveText(first.map((c) => c.mctName));
    await expect(page.getByRole('tab', { name: 'Food & Drink' })).toBeVisible();
    await expect(page.getByText('Semua merchant Allo Pay')).toHaveCount(0);

    const open = first.find((c) => c.claimed === 'N')!;
    // The card's body is its button, named by what it shows: title, merchant, minimum and validity.
    const shown = new RegExp(
      `^${`${open.couponTitle} ${open.mctName} `.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
    await page.getByRole('button', { name: shown }).first().click();
    await expect(heading(page, 'COUPON DETAILS')).toBeVisible();
    await expect(page.getByTestId('coupon-detail-name')).toHaveText(open.couponName);
    await expect(page.getByTestId('coupon-rules')).toContainText(
      'One coupon per customer, while stock lasts.',
    );
    await expect(page.getByTestId('coupon-how')).toHaveText(open.useDesc);
    await expect(page.getByTestId('coupon-where')).toHaveText(open.suitOrg);
    await expect(page.getByRole('button', { name: 'Claim coupon' })).toBeVisible();
  });

  test('[coupon.search-empty] a search with no result: the spec’s words, then a word that finds coupons', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.search-empty');
    await expect(heading(page, 'CARI KUPON')).toBeVisible();
    const none = await answer<CouponPage<Coupon>>(page, '/ams/cardpoint/query/card_center', {
      queryType: 'SEARCH',
      searchKeyword: 'sepatu roda',
      nums: '10',
      page: '1',
    });
    expect(none.total).toBe('0');
    const empty = page.getByTestId('coupon-search-empty');
    await expect(empty.getByRole('heading', { name: 'Maaf, kami tidak dapat menemukannya' })).toBeVisible();
    await expect(empty).toContainText(
      'Tidak ada kupon untuk “sepatu roda”. Periksa ejaan atau coba kata lain.',
    );

    // A merchant's name finds its coupons.
    const offered = await centre(page);
    const merchant = offered.list.find((c) => c.mctId)!;
    const word = merchant.mctName.split(' ').at(-1)!;
    const found = await answer<CouponPage<Coupon>>(page, '/ams/cardpoint/query/card_center', {
      queryType: 'SEARCH',
      searchKeyword: word,
      nums: '10',
      page: '1',
    });
    const search = page.getByRole('search', { name: 'Cari kupon' });
    const box = search.getByRole('searchbox');
    await expect(box).toHaveValue('sepatu roda');
    await box.fill(word);
    await search.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByTestId('coupon-search-count')).toHaveText(`${found.total} kupon untuk “${word}”`);
    await expect(page.getByTestId('coupon-card').getByTestId('coupon-title')).toHaveText(
      found.list.map((c) => c.couponTitle),
    );

    // Nothing but spaces is refused on the form, as the bank refuses it.
    await box.fill('   ');
    await box.press('Enter');
    await expect(search.getByRole('alert')).toHaveText('Tulis 1 sampai 100 karakter untuk mencari.');
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await box.fill('zzz tidak ada');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Lihat semua kupon' }).click();
    await expect(page).toHaveURL(/\/coupons$/);
  });

  test('[coupon.claim] claim a coupon: one taken from the stock, its code and barcode; a second claim is refused', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('coupon.claim');
    await expect(heading(page, 'DETAIL KUPON')).toBeVisible();
    await expect(page.getByTestId('coupon-detail-title')).toHaveText('Hemat Rp15.000');
    await expect(page.getByTestId('coupon-detail-state')).toHaveText('Sisa 3');
    await expect(page.getByTestId('coupon-minimum')).toHaveText(rp(75_000));
    expect(await stockOf(page, bankState, CLAIM_ID)).toBe(3);

    await page.getByRole('button', { name: 'Ambil kupon' }).click();
    await expect(page.getByText('Kupon berhasil diambil')).toBeVisible();
    await expect(page).toHaveURL(/code=\d{16}/);
    const code = new URL(page.url()).searchParams.get('code')!;
    await expect(page.getByTestId('coupon-detail-state')).toHaveText('Belum dipakai');
    await expect(page.getByTestId('coupon-code')).toHaveText(code);
    await expect(page.getByTestId('coupon-codes')).toHaveAttribute('data-kind', 'qr');
    await expect(page.getByRole('img', { name: `Kode QR kupon ${code}` })).toBeVisible();
    expect(await stockOf(page, bankState, CLAIM_ID)).toBe(2);
    const unused = await mine(page, '90010001');
    expect(unused.list.map((c) => c.cardVoucherCode)).toContain(code);

    // The bank refuses a second claim and keeps its stock.
    const again = await claimCall(page, CLAIM_ID);
    expect(again.ret_code).toBe('80471105');
    expect(again.ret_msg).toBe('Kamu sudah mengambil kupon ini.');
    expect(await stockOf(page, bankState, CLAIM_ID)).toBe(2);
  });

  test('[coupon.claim] a claim the bank refuses (already claimed elsewhere) says why in a dialog, then shows the code', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.claim');
    await expect(page.getByRole('button', { name: 'Ambil kupon' })).toBeVisible();
    // The same coupon claimed from another screen meanwhile: this screen still offers the claim.
    expect((await claimCall(page, CLAIM_ID)).ret_code).toBe('0000');
    await page.getByRole('button', { name: 'Ambil kupon' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Kupon tidak dapat diambil');
    await expect(dialog).toContainText('Kamu sudah mengambil kupon ini.');
    await dialog.getByRole('button', { name: 'Mengerti' }).click();
    await expect(page).toHaveURL(/code=\d{16}/);
    await expect(page.getByTestId('coupon-detail-state')).toHaveText('Belum dipakai');
  });

  test('[coupon.claim] from the list: claim turns into use; a sold-out coupon cannot be claimed', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.claim');
    await page.goto('/coupons');
    const card = page.locator(`[data-testid="coupon-card"][data-id="${CLAIM_ID}"]`);
    await expect(card.getByTestId('coupon-stock')).toHaveText('Sisa 3');
    await card.getByRole('button', { name: 'Ambil kupon Hemat Rp15.000' }).click();
    await expect(page.getByText('Kupon berhasil diambil')).toBeVisible();
    await expect(card.getByTestId('coupon-state')).toHaveText('Sudah diambil');
    await expect(card.getByRole('button', { name: 'Pakai kupon Hemat Rp15.000' })).toBeVisible();
    await expect(page.getByTestId('coupon-mine-entry')).toHaveAccessibleName(/Kupon saya, \d+ belum dipakai/);

    const soldOut = (await centre(page)).list.find((c) => c.remainStock === '0' && c.claimed === 'N')!;
    const refused = await claimCall(page, soldOut.couponId);
    expect(refused.ret_code).toBe('80471104');
    expect(refused.ret_msg).toBe('Maaf, kupon sudah habis.');
    await page.goto(`/coupons/detail?id=${soldOut.couponId}`);
    await expect(page.getByTestId('coupon-detail-state')).toHaveText('Habis');
    await expect(page.getByTestId('coupon-detail-claim')).toBeDisabled();
    await expect(page.getByText('Kupon ini sudah habis.')).toBeVisible();
  });

  test('[coupon.mine] my coupons: unused, used and expired tabs as the bank answers them', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('coupon.mine');
    await expect(heading(page, 'KUPON SAYA')).toBeVisible();
    const tabs = [
      { name: 'Belum dipakai', state: '90010001', tab: 'unused' },
      { name: 'Sudah dipakai', state: '90010004', tab: 'used' },
      { name: 'Kedaluwarsa', state: '90010003', tab: 'expired' },
    ];
    for (const t of tabs) {
      if (t.tab !== 'unused') await page.getByRole('tab', { name: t.name }).click();
      const held = await mine(page, t.state);
      expect(held.list.length).toBeGreaterThan(0);
      const list = page.getByTestId(`coupon-mine-${t.tab}`);
      const cards = list.getByTestId('coupon-card');
      await expect(cards).toHaveCount(held.list.length);
      await expect(cards.getByTestId('coupon-title')).toHaveText(held.list.map((c) => c.couponTitle));
      if (t.tab === 'unused') {
        for (const c of held.list) {
          await expect(
            list.getByRole('button', { name: `Pakai kupon ${c.couponTitle}` }).first(),
          ).toBeVisible();
        }
        await expectAccessible();
      }
      if (t.tab === 'used') {
        await expect(cards.getByTestId('coupon-state')).toHaveText(
          held.list.map((c) => `Dipakai ${shortDate(c.useTime)}`),
        );
      }
      if (t.tab === 'expired') {
        await expect(cards.getByTestId('coupon-state')).toHaveText(held.list.map(() => 'Kedaluwarsa'));
      }
    }

    // An unused coupon opens with its code.
    await page.getByRole('tab', { name: 'Belum dipakai' }).click();
    await page
      .locator(`[data-testid="coupon-card"][data-id="${BARCODE_ID}"]`)
      .getByRole('button', { name: /^Pakai kupon/ })
      .click();
    await expect(page).toHaveURL(`/coupons/detail?id=${BARCODE_ID}&code=${BARCODE_CODE}`);
    await expect(page.getByTestId('coupon-barcode')).toBeVisible();
  });

  test('[coupon.barcode] use a coupon: the barcode and QR code of its code, and what it saves on an amount', async ({
    page,
    scenario,
  }) => {
    await scenario('coupon.barcode');
    await expect(heading(page, 'DETAIL KUPON')).toBeVisible();
    const detail = await answer<Detail>(page, '/ams/cardpoint/query/card_detail', {
      cardVoucherId: BARCODE_ID,
      cardVoucherCode: BARCODE_CODE,
    });
    expect(detail.barcodeValue).toBe(BARCODE_CODE);
    await expect(page.getByTestId('coupon-detail-title')).toHaveText('Hemat Rp20.000');
    await expect(page.getByTestId('coupon-detail-state')).toHaveText('Belum dipakai');
    await expect(page.getByText(detail.useDesc).first()).toBeVisible();

    // The barcode: a CODE128 drawing of the code, the digits under the bars.
    const barcode = page.getByRole('img', { name: `Barcode kupon ${BARCODE_CODE}` });
    await expect(barcode).toBeVisible();
    expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
    await expect(barcode.locator('text')).toHaveText(BARCODE_CODE);
    await expect(page.getByTestId('coupon-code')).toHaveText(BARCODE_CODE);

    // The QR code, a tab away.
    await page.getByRole('tab', { name: 'Kode QR' }).click();
    const qr = page.getByRole('img', { name: `Kode QR kupon ${BARCODE_CODE}` });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // What it saves: nothing typed, too little, then enough.
    const amount = page.getByRole('textbox', { name: 'Jumlah belanja' });
    const calculate = page.getByRole('button', { name: 'Hitung' });
    await calculate.click();
    await expect(page.getByRole('alert')).toHaveText('Informasi ini wajib diisi');
    const cases = [
      { typed: '50000', says: 'Belum bisa dipakai: minimal transaksi Rp100.000.' },
      { typed: '150000', discount: '\u2212Rp20.000', pay: 'Rp130.000' },
    ];
    for (const c of cases) {
      await amount.fill(c.typed);
      await calculate.click();
      const result = page.getByTestId('coupon-calc-result');
      if (c.says) await expect(result).toHaveText(c.says);
      if (c.discount) {
        await expect(result.getByTestId('coupon-calc-discount')).toHaveText(c.discount);
        await expect(result.getByTestId('coupon-calc-pay')).toHaveText(c.pay!);
      }
    }
    await expect(amount).toHaveValue('150.000');
  });
});
