import { expect, test, type Page } from './fixtures';
import { bankCall } from './bank-helpers';
import { heading } from './form-helpers';

/** The bank's answers the content screens must show, read through this browser's session. */
interface Deal {
  confId: string;
  actName: string;
  brandMctId: string;
  brandMctName: string;
  mctName: string;
  typeId: string;
  typeName: string;
  saleDesc: string;
  actBeginDate: string;
  actEndDate: string;
}
interface DealPage {
  total: string;
  list: Deal[];
}
interface Wall {
  types: Array<{ typeId: string; typeName: string }>;
  subtypes: Array<{ subtypeId: string; subtypeName: string; typeId: string }>;
  titles: Array<{ brandMctId: string; title: string; typeId: string }>;
}
interface TermsPage {
  title: string;
  pdfUrl: string;
  content: string;
}

async function answer<T>(page: Page, path: string, data: unknown = {}, locale = 'id-ID'): Promise<T> {
  const body = await bankCall<T>(page, path, data, locale);
  expect(body.ret_code, `${path} ${body.ret_msg}`).toBe('0000');
  return body.ret_data;
}

const dealsList = (page: Page, data: object, locale?: string) =>
  answer<DealPage>(page, '/ams/hotdeals/query/list_deals', { nums: '50', page: '1', ...data }, locale);

const chip = (page: Page, name: string) => page.getByRole('option', { name, exact: true });
const cards = (page: Page) => page.getByTestId('deal-card');

/** Scrolls to the end of an infinite list until it holds `count` rows. */
async function scrollUntil(page: Page, rows: ReturnType<Page['getByTestId']>, count: number) {
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('deals', () => {
  test('[deals.list] the running deals newest first, page after page; the type chips and the order filter them', async ({
    page,
    scenario,
  }) => {
    await scenario('deals.list');
    const all = await dealsList(page, { sort: 'latest' });
    const first = await dealsList(page, { sort: 'latest', nums: '10' });
    await expect(page.getByTestId('deals-count')).toHaveText(`${all.total} promo sedang berlangsung`);
    await expect(cards(page).getByTestId('deal-card-name')).toHaveText(first.list.map((d) => d.actName));
    await expect(cards(page).first().getByTestId('deal-card-meta')).toHaveText(
      `${first.list[0]!.brandMctName} · ${first.list[0]!.typeName}`,
    );
    // The next pages arrive as the end of the list comes into view, until every running deal is there.
    await scrollUntil(page, cards(page), Number(all.total));
    await expect(cards(page).getByTestId('deal-card-name')).toHaveText(all.list.map((d) => d.actName));
    await expect(page.getByTestId('deal-list-end')).toHaveText('Semua sudah ditampilkan');

    // Ending soonest first: the deal that ends today leads and says so.
    await chip(page, 'Segera berakhir').click();
    const ending = await dealsList(page, { sort: 'ending' });
    await expect(cards(page).first().getByTestId('deal-card-name')).toHaveText(ending.list[0]!.actName);
    await expect(cards(page).first().getByTestId('deal-card-timing')).toHaveText('Berakhir hari ini');
    await expect(page).toHaveURL(/sort=ending/);

    // One type: only its deals, as many as the bank holds.
    const type = all.list[0]!;
    await chip(page, type.typeName).click();
    const ofType = await dealsList(page, { sort: 'ending', dealTypes: [type.typeId] });
    await expect(page.getByTestId('deals-count')).toHaveText(`${ofType.total} promo sedang berlangsung`);
    await expect(cards(page).getByTestId('deal-card-name')).toHaveText(ofType.list.map((d) => d.actName));
    for (const meta of await cards(page).getByTestId('deal-card-meta').allTextContents())
      expect(meta).toContain(`· ${type.typeName}`);

    await cards(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/deals/detail\\?id=${ofType.list[0]!.confId}$`));
    await expect(page.getByTestId('deal-name')).toHaveText(ofType.list[0]!.actName);
  });

  test('[brand.wall] brands by type and section; a tile opens the brand’s running deals', async ({
    page,
    scenario,
  }) => {
    await scenario('deals.brand-wall');
    const wall = await answer<Wall>(page, '/ams/brand/query/brand_wall');
    const tiles = page.getByTestId('brand-tile');
    await expect(page.getByRole('tab', { name: 'Semua' })).toHaveAttribute('aria-selected', 'true');
    for (const type of wall.types)
      await expect(page.getByRole('tab', { name: type.typeName })).toBeAttached();
    await expect(tiles).toHaveCount(wall.titles.length);
    await expect(heading(page, 'Populer')).toBeVisible();
    await expect(heading(page, 'Baru di Allo')).toBeVisible();

    // One type's tab: its brands only, in its sections.
    const type = wall.types[1]!;
    await page.getByRole('tab', { name: type.typeName }).click();
    const ofType = wall.titles.filter((b) => b.typeId === type.typeId);
    await expect(tiles.filter({ visible: true })).toHaveText(ofType.map((b) => b.title));
    await expect(page).toHaveURL(new RegExp(`type=${type.typeId}`));

    // A brand with running deals: its tile opens its deals.
    const brands = await answer<{ brands: Array<{ brandMctId: string; brandMctName: string }> }>(
      page,
      '/ams/hotdeals/query/deals_brand',
    );
    const brand =
      brands.brands.find((b) => ofType.some((t) => t.brandMctId === b.brandMctId)) ?? brands.brands[0]!;
    if (!ofType.some((t) => t.brandMctId === brand.brandMctId))
      await page.getByRole('tab', { name: 'Semua' }).click();
    await page.getByRole('link', { name: `Promo ${brand.brandMctName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/deals\\?brandMctIds=${brand.brandMctId}$`));
    await expect(page.getByTestId('deals-brand-filter')).toHaveText(`Promo dari ${brand.brandMctName}`);
    const ofBrand = await dealsList(page, { brandMctIds: [brand.brandMctId] });
    await expect(cards(page).getByTestId('deal-card-name')).toHaveText(ofBrand.list.map((d) => d.actName));
  });
});

test.describe('help centre', () => {
  // Each terms page's text, facts and version are proven by component tests (src/features/help); the PDF drawn
  // needs a browser.
  test('[terms.pages] every terms page’s PDF opens in the viewer with its title and its first page drawn', async ({
    page,
    scenario,
  }) => {
    test.slow(); // six documents drawn: on a loaded two-core machine it outlasts the default limit
    await scenario('help.terms-pages');
    for (const doc of [
      'wallet-tiers',
      'loyalty',
      'prime-savings',
      'time-deposit',
      'paylater',
      'instant-cash',
    ]) {
      const terms = await answer<TermsPage>(page, '/ams/help/query/terms_page', { doc });
      await page.goto(`/pdf-viewer?doc=${doc}`);
      await expect(page.getByTestId('pdf-title'), doc).toHaveText(terms.title);
      // pdf.js loads with each page: on a loaded two-core machine that takes more than the default wait.
      await expect(page.getByTestId('pdf-page').first(), doc).toBeVisible({ timeout: 30_000 });
    }
  });

  test('[terms.pages] the list of terms pages, one opened from it, readable', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('help.terms-pages', '/legal');
    const links = page.getByTestId(/^terms-link-/);
    await expect(links).toHaveText([
      'Tingkatan akun Allo Pay, Allo Pay+ dan Allo Prime',
      'Program loyalitas: poin, level dan kupon',
      'Tabungan Allo Prime',
      'Deposito Allo Prime',
      'Pay Later',
      'Instant Cash',
    ]);
    await page.getByRole('link', { name: 'Deposito Allo Prime' }).click();
    await expect(heading(page, 'Syarat dan Ketentuan Deposito Allo Prime')).toBeVisible();
    await expectAccessible();
  });

  test('[terms.pages] the bank’s HTML is cleaned before it is shown: no script, handler or javascript: link runs', async ({
    page,
    scenario,
  }) => {
    const hostile =
      '<p>Pasal tambahan</p><script>window.__ran = "script"</script>' +
      '<img src="x" onerror="window.__ran = \'img\'"><p onclick="window.__ran = \'click\'">Ketuk di sini</p>' +
      '<a href="javascript:window.__ran = \'link\'">Tautan</a><iframe src="https://example.com"></iframe>' +
      '<form action="https://example.com"><input name="pin"></form>';
    await page.route('**/ams/help/query/terms_page*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { ret_data: TermsPage };
      body.ret_data.content += hostile;
      await route.fulfill({ response, json: body });
    });
    await scenario('help.terms-pages', '/legal?doc=paylater');
    const doc = page.getByTestId('legal-doc');
    await expect(doc).toContainText('Pasal tambahan');
    await doc.getByText('Ketuk di sini').click();
    await doc.getByText('Tautan', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined();
    await expect(doc.locator('script, img, iframe, form, input, [onclick], [onerror]')).toHaveCount(0);
    await expect(doc.locator('a[href^="javascript:"]')).toHaveCount(0);
  });

  test('[terms.pages] terms in English on a phone set to en-US', async ({ page, scenario }) => {
    await scenario('help.terms-english');
    await expect(heading(page, 'Terms and Conditions of the Allo Prime Time Deposit')).toBeVisible();
    await expect(page.getByTestId('legal-doc')).toContainText(
      'When maturity falls on a holiday, the money is paid on the next working day.',
    );
    await expect(page.getByTestId('legal-version')).toHaveText(
      'Version 2026.10 · effective from 1 October 2026',
    );
    await expect(page.getByRole('button', { name: 'View as PDF' })).toBeVisible();
  });

  test('[pdf.viewer] the Pay Later terms as a PDF: every page drawn, the page count follows the scroll, the buttons zoom', async ({
    page,
    scenario,
  }) => {
    test.slow(); // a long walk: on a loaded two-core machine it outlasts the default limit
    await scenario('help.pdf-viewer');
    const terms = await answer<TermsPage>(page, '/ams/help/query/terms_page', { doc: 'paylater' });
    const pdf = (await (await page.request.get(terms.pdfUrl)).body()).toString('latin1');
    const pages = pdf.match(/\/Type \/Page\b(?!s)/g)!.length;
    expect(pages).toBeGreaterThan(1);

    await expect(page.getByTestId('pdf-title')).toHaveText(terms.title);
    await expect(page.getByTestId('pdf-page')).toHaveCount(pages);
    await expect(page.getByTestId('pdf-page-count')).toHaveText(`Halaman 1 dari ${pages}`);
    await expect(page.getByRole('img', { name: `Halaman 1 dari ${pages}` })).toBeVisible();
    await expect(page.getByTestId('pdf-zoom-level')).toHaveText('100%');
    await expect(page.getByRole('button', { name: 'Perkecil' })).toBeDisabled();

    const before = (await page.getByTestId('pdf-page').first().boundingBox())!.width;
    await page.getByRole('button', { name: 'Perbesar' }).click();
    await expect(page.getByTestId('pdf-zoom-level')).toHaveText('125%');
    await expect
      .poll(async () => (await page.getByTestId('pdf-page').first().boundingBox())!.width)
      .toBeCloseTo(before * 1.25, 0);
    for (const level of ['150%', '200%', '300%']) {
      await page.getByRole('button', { name: 'Perbesar' }).click();
      await expect(page.getByTestId('pdf-zoom-level')).toHaveText(level);
    }
    await expect(page.getByRole('button', { name: 'Perbesar' })).toBeDisabled();
    await page.getByRole('button', { name: 'Perkecil' }).click();
    await expect(page.getByTestId('pdf-zoom-level')).toHaveText('200%');

    await page.getByTestId('pdf-page').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('pdf-page-count')).toHaveText(`Halaman ${pages} dari ${pages}`);
  });

  test('[pdf.viewer] ?url= opens any of the bank’s PDFs; an address of another host is refused', async ({
    page,
    scenario,
  }) => {
    await scenario('help.pdf-viewer', '/pdf-viewer?url=/docs/tnc/loyalty.pdf');
    await expect(page.getByTestId('pdf-title')).toHaveText('loyalty.pdf');
    await expect(page.getByTestId('pdf-page-count')).toHaveText(/^Halaman 1 dari \d+$/);
    await expect(page.getByTestId('pdf-download')).toHaveAttribute('href', '/docs/tnc/loyalty.pdf');

    await page.goto('/pdf-viewer?url=https://example.com/terms.pdf');
    await expect(heading(page, 'Dokumen tidak dapat dibuka')).toBeVisible();
    await page.getByRole('button', { name: 'Lihat semua syarat & ketentuan' }).click();
    await expect(page).toHaveURL(/\/legal$/);
  });
});

test.describe('/result/ktpface', () => {
  interface Flow {
    nextAction: string;
    flowContext: { idNo: string; ocrSeqNo: string; faceSeqNo: string };
  }
  const flow = (page: Page) =>
    answer<Flow>(page, '/ams/account/check/flow', { bizServiceId: 'PAYLATER_APPLY', channel: 'H5' });

  test('[face.success] the ID card and face verification result: both verified, the NIK masked, on to the next step', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('flow.next-otp', '/result/ktpface');
    const bank = await flow(page);
    expect(bank.flowContext.faceSeqNo).not.toBe('');
    await expect(heading(page, 'e-KTP dan wajah terverifikasi')).toBeVisible();
    await expect(page.getByTestId('ktp-face-nik')).toHaveText(bank.flowContext.idNo);
    await expect(page.getByTestId('ktp-face-ktp')).toHaveText('Terverifikasi');
    await expect(page.getByTestId('ktp-face-face')).toHaveText('Terverifikasi');
    await expectAccessible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/otp\?usage=PAYLATER_APPLY/);
  });

  test('[flow.next-face] the verification result before the face step: not finished, and the way to it', async ({
    page,
    scenario,
  }) => {
    await scenario('flow.next-face', '/result/ktpface');
    await expect(heading(page, 'Verifikasi belum selesai')).toBeVisible();
    await expect(page.getByTestId('ktp-face-ktp')).toHaveText('Terverifikasi');
    await expect(page.getByTestId('ktp-face-face')).toHaveText('Belum');
    await page.getByRole('button', { name: 'Lanjutkan verifikasi' }).click();
    await expect(page).toHaveURL(/\/face$/);
  });
});
