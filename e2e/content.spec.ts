import { expect, test, type Page } from './fixtures';
import { bankCall, longDate, shortDate, wib } from './bank-helpers';
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
interface News {
  newsId: string;
  url: string;
  title: string;
  subtitle: string;
  summary: string;
  source: string;
  namaparent: string;
  date: string;
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
const allNews = (page: Page, category = '', locale?: string) =>
  answer<{ items: News[] }>(page, '/ams/news/query/all_news', { category }, locale);

const chip = (page: Page, name: string) => page.getByRole('option', { name, exact: true });
const cards = (page: Page) => page.getByTestId('deal-card');
const newsRows = (page: Page) => page.getByTestId('news-row');

/** Scrolls to the end of an infinite list until it holds `count` rows. */
async function scrollUntil(page: Page, rows: ReturnType<Page['getByTestId']>, count: number) {
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** yyyymmddhhmmss as the article's time: '21 November 2026, 09.00 WIB'. */
const articleTime = (ts: string) => `${longDate(ts.slice(0, 8))}, ${wib(ts)}`;

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

  test('[deals.list] a deal’s detail: status, period, merchant and terms as the bank answers them; more from its brand', async ({
    page,
    scenario,
  }) => {
    await scenario('deals.detail');
    const deal = await answer<Deal>(page, '/ams/hotdeals/query/deals_detail', { confId: 'CF20261121' });
    await expect(page.getByTestId('deal-name')).toHaveText(deal.actName);
    await expect(page.getByTestId('deal-status')).toHaveText('Berlangsung');
    await expect(page.getByTestId('deal-timing')).toHaveText(`Berlaku s.d. ${shortDate(deal.actEndDate)}`);
    await expect(page.getByTestId('deal-begins')).toHaveText(longDate(deal.actBeginDate));
    await expect(page.getByTestId('deal-ends')).toHaveText(longDate(deal.actEndDate));
    await expect(page.getByTestId('deal-merchant')).toHaveText(deal.mctName);
    await expect(page.getByTestId('deal-desc')).toHaveText(deal.saleDesc);
    expect(deal.saleDesc).toContain('Dapatkan potongan 50%');
    expect(deal.saleDesc).toContain('Minimal transaksi Rp100.000');

    await page.getByRole('button', { name: `Promo lain dari ${deal.brandMctName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/deals\\?brandMctIds=${deal.brandMctId}$`));
    await expect(page.getByTestId('deals-brand-filter')).toHaveText(`Promo dari ${deal.brandMctName}`);
    const ofBrand = await dealsList(page, { brandMctIds: [deal.brandMctId] });
    await expect(cards(page).getByTestId('deal-card-name')).toHaveText(ofBrand.list.map((d) => d.actName));
    await page.getByRole('button', { name: `Hapus filter brand ${deal.brandMctName}` }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('[deals.list] deals in English: the types, names and terms the bank answers in English', async ({
    page,
    scenario,
  }) => {
    await scenario('deals.list-english');
    const all = await dealsList(page, { sort: 'latest' }, 'en-US');
    await expect(page.getByTestId('deals-count')).toHaveText(`${all.total} deals running now`);
    await expect(chip(page, 'All')).toBeVisible();
    await expect(chip(page, 'Food & Drink')).toBeAttached();
    await expect(cards(page).first().getByTestId('deal-card-name')).toHaveText(all.list[0]!.actName);
    await cards(page).first().click();
    await expect(page.getByTestId('deal-desc')).toHaveText(all.list[0]!.saleDesc);
    expect(all.list[0]!.saleDesc).toMatch(
      /Valid at .* Minimum spend Rp\d{1,3}(\.\d{3})*\. While stocks last\.$/,
    );
    await expect(page.getByTestId('deal-status')).toHaveText('Running');
  });

  const EMPTY_SEARCH = [
    {
      tag: '[deals.search-empty]',
      scenario: 'deals.search-empty',
      title: 'Maaf, kami tidak dapat menemukannya',
      body: 'Tidak ada promo untuk “sepatuu”. Periksa ejaan kata kunci atau coba kata lain.',
    },
    {
      tag: '[deals.search-empty]',
      scenario: 'deals.list-english',
      title: "Sorry, we couldn't find it",
      body: 'No deal matches “sepatuu”. Check the spelling or try other words.',
    },
  ];
  for (const c of EMPTY_SEARCH) {
    test(`${c.tag} a misspelt keyword finds nothing: “${c.title}” and the hint to check the spelling`, async ({
      page,
      scenario,
      expectAccessible,
    }) => {
      await scenario(c.scenario, '/deals/search?q=sepatuu');
      const none = await answer<DealPage>(page, '/ams/hotdeals/query/search_deals', {
        keyword: 'sepatuu',
        nums: '10',
        page: '1',
      });
      expect(none.total).toBe('0');
      const empty = page.getByTestId('deal-search-empty');
      await expect(empty.getByRole('heading')).toHaveText(c.title);
      await expect(empty).toContainText(c.body);
      await expect(page.getByRole('searchbox')).toHaveValue('sepatuu');
      await expectAccessible();
    });
  }

  test('[deals.search-empty] the search box: the keyword rule before any call, then the deals that hold the words', async ({
    page,
    scenario,
  }) => {
    await scenario('deals.search-empty');
    await expect(page.getByTestId('deal-search-empty')).toBeVisible();
    const box = page.getByRole('searchbox');
    // Spaces only, or more than 100 characters: the rule's message, and the search stays as it was.
    for (const bad of ['   ', 'k'.repeat(101)]) {
      await box.fill(bad);
      await page.getByRole('button', { name: 'Cari', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Tulis 1 sampai 100 karakter untuk mencari.');
      await expect(page).toHaveURL(/q=sepatuu$/);
    }
    const [deal] = (await dealsList(page, { sort: 'latest' })).list;
    const found = await answer<DealPage>(page, '/ams/hotdeals/query/search_deals', {
      keyword: deal!.brandMctName,
      sort: 'latest',
      nums: '50',
      page: '1',
    });
    await box.fill(deal!.brandMctName);
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('deal-search-count')).toHaveText(
      `${found.total} promo untuk “${deal!.brandMctName}”`,
    );
    await expect(cards(page).getByTestId('deal-card-name')).toHaveText(found.list.map((d) => d.actName));
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

test.describe('news', () => {
  test('[news.list] all news newest first, the category chips filter it, an article opens', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('news.list');
    const { items } = await allNews(page);
    await expect(page.getByTestId('news-lead-title')).toHaveText(items[0]!.title);
    await expect(newsRows(page).getByTestId('news-row-title')).toHaveText(items.slice(1).map((n) => n.title));
    await expect(newsRows(page).first().getByTestId('news-row-meta')).toHaveText(
      `${items[1]!.source} · ${shortDate(items[1]!.date)}`,
    );

    await chip(page, 'Olahraga').click();
    await expect(page).toHaveURL(/category=olahraga/);
    const sport = (await allNews(page, 'olahraga')).items;
    await expect(page.getByTestId('news-lead-title')).toHaveText(sport[0]!.title);
    await expect(newsRows(page).getByTestId('news-row-title')).toHaveText(sport.slice(1).map((n) => n.title));
    for (const category of await newsRows(page).getByTestId('news-row-category').allTextContents())
      expect(category).toBe('Olahraga');

    const article = sport[1]!;
    await newsRows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/detail\\?url=${encodeURIComponent(article.url)}$`));
    await expect(page.getByTestId('news-title')).toHaveText(article.title);
    await expect(page.getByTestId('news-category')).toHaveText('Olahraga');
    await expect(page.getByTestId('news-meta')).toHaveText(
      `${article.source} · ${articleTime(article.date)}`,
    );
    await expect(page.getByTestId('news-summary')).toHaveText(article.summary);
    await expectAccessible();
    await page.getByRole('button', { name: 'Berita Olahraga lainnya' }).click();
    await expect(page).toHaveURL(/\/news\?category=olahraga$/);
  });

  test('[news.list] news in English: categories and articles as the bank writes them in English', async ({
    page,
    scenario,
  }) => {
    await scenario('news.list-english');
    const { items } = await allNews(page, '', 'en-US');
    await expect(page.getByTestId('news-lead-title')).toHaveText(items[0]!.title);
    for (const name of ['All', 'Economy', 'Finance', 'Technology', 'Lifestyle', 'Sports', 'Entertainment'])
      await expect(chip(page, name)).toBeAttached();
    await chip(page, 'Economy').click();
    const economy = (await allNews(page, 'ekonomi', 'en-US')).items;
    await expect(page.getByTestId('news-lead-title')).toHaveText(economy[0]!.title);
  });

  test('[news.search-empty] a search without a match says so, and words of a headline find it', async ({
    page,
    scenario,
  }) => {
    await scenario('news.search-empty');
    const empty = page.getByTestId('news-search-empty');
    await expect(empty.getByRole('heading')).toHaveText('Maaf, kami tidak dapat menemukannya');
    await expect(empty).toContainText(
      'Tidak ada berita untuk “gempa bumi”. Periksa ejaan atau coba kata kunci lain.',
    );
    const { items } = await allNews(page);
    const words = items[0]!.title.split(' ').slice(0, 2).join(' ');
    const found = await answer<{ items: News[] }>(page, '/ams/news/query/search_news', {
      query: words,
      page: '1',
      limit: '10',
    });
    await page.getByRole('searchbox').fill(words);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(newsRows(page).getByTestId('news-row-title')).toHaveText(found.items.map((n) => n.title));
    await expect(newsRows(page).getByTestId('news-row-title').first()).toHaveText(items[0]!.title);
    await empty.waitFor({ state: 'detached' });
  });
});

test.describe('help centre', () => {
  test('[faq.search-empty] a question the FAQ does not hold: the no-result message and the way to the topics', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('help.faq-search-empty');
    const none = await answer<{ items: unknown[] }>(page, '/ams/help/query/search_faq', {
      keyword: 'kartu emas',
    });
    expect(none.items).toEqual([]);
    const empty = page.getByTestId('faq-search-empty');
    await expect(empty.getByRole('heading')).toHaveText('Maaf, kami tidak dapat menemukannya');
    await expect(empty).toContainText(
      'Tidak ada pertanyaan untuk “kartu emas”. Periksa ejaan atau coba kata kunci lain, atau hubungi layanan pelanggan 24/7.',
    );

    // Words the FAQ holds find their questions.
    await page.getByRole('searchbox').fill('limit');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    const found = await answer<{ items: Array<{ question: string; answer: string }> }>(
      page,
      '/ams/help/query/search_faq',
      { keyword: 'limit' },
    );
    await expect(page.getByTestId('faq-search-count')).toHaveText(
      `${found.items.length} jawaban untuk “limit”`,
    );
    await expect(page.getByTestId('faq-question')).toContainText(found.items.map((q) => q.question));
    await page.getByText('Berapa limit Pay Later yang bisa saya dapatkan?').click();
    await expect(page.getByTestId('faq-answer').first()).toHaveText(
      'Limit Pay Later berkisar dari Rp500.000 sampai Rp100.000.000, sesuai hasil penilaian kredit. Untuk limit di atas Rp50.000.000 diperlukan NPWP.',
    );

    // From the empty result to the help centre: customer service 24/7 and the FAQ by topic.
    await page.getByRole('searchbox').fill('kartu emas');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByRole('button', { name: 'Lihat semua topik bantuan' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByTestId('help-support')).toContainText('Layanan pelanggan 24/7');
    await page.getByText('Siapa yang dapat menggunakan layanan ini?').click();
    await expect(page.getByTestId('faq-answer').first()).toContainText(
      'Pengguna terdaftar yang merupakan Warga Negara Indonesia dan berusia 21 sampai 55 tahun.',
    );
    await expect(page.getByTestId('faq-answer').first()).toContainText(
      'Pay Later hanya tersedia bagi pengguna terpilih (whitelist).',
    );
    await chip(page, 'Keamanan').click();
    await expect(page.getByTestId('faq-question').first()).toHaveText(
      'Apakah bank pernah meminta kode OTP saya?',
    );
    await expectAccessible();
  });

  const TERMS = [
    {
      tag: '[terms.pages]',
      doc: 'wallet-tiers',
      facts: [
        'saldo paling banyak Rp2.000.000',
        'dana masuk paling banyak Rp20.000.000 per bulan',
        'tanpa batas dana masuk',
      ],
    },
    {
      tag: '[terms.pages]',
      doc: 'loyalty',
      facts: ['Starter: 0 sampai 1.999.999 poin.', 'Premium: mulai 5.000.000 poin.', 'Poin berlaku 5 tahun'],
    },
    {
      tag: '[terms.pages]',
      doc: 'prime-savings',
      facts: ['bunga 5% per tahun, dihitung dari saldo harian', 'Lembaga Penjamin Simpanan'],
    },
    {
      tag: '[terms.pages]',
      doc: 'time-deposit',
      facts: [
        'hanya dapat dicairkan pada tanggal jatuh tempo',
        'dibayarkan pada hari kerja berikutnya',
        '365 hari',
      ],
    },
    {
      tag: '[terms.pages]',
      doc: 'paylater',
      facts: ['Rp500.000 sampai Rp100.000.000', 'lebih dari 90 hari', '30 hari kerja'],
    },
    {
      tag: '[terms.pages]',
      doc: 'instant-cash',
      facts: ['satu kali setiap bulan', 'sekitar 3 detik'],
    },
  ];
  for (const c of TERMS) {
    test(`${c.tag} the ${c.doc} terms: the bank’s text with its facts, its version, and its PDF`, async ({
      page,
      scenario,
    }) => {
      await scenario('help.terms-pages', `/legal?doc=${c.doc}`);
      const terms = await answer<TermsPage>(page, '/ams/help/query/terms_page', { doc: c.doc });
      const doc = page.getByTestId('legal-doc');
      for (const fact of c.facts) await expect(doc).toContainText(fact);
      await expect(page.getByTestId('legal-version')).toHaveText(
        'Versi 2026.10 · berlaku sejak 1 Oktober 2026',
      );
      await page.getByRole('button', { name: 'Lihat versi PDF' }).click();
      await expect(page).toHaveURL(new RegExp(`/pdf-viewer\\?doc=${c.doc}$`));
      await expect(page.getByTestId('pdf-title')).toHaveText(terms.title);
      await expect(page.getByTestId('pdf-page').first()).toBeVisible();
    });
  }

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
