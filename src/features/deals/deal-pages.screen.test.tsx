// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { longDate, shortDate } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/**
 * What the deals screens show for a scenario, against the bank's core (issue 27). Scrolling through pages and
 * the brand wall's tabs (what is visible) stay in e2e/content.spec.ts.
 */
interface Deal {
  confId: string;
  actName: string;
  brandMctId: string;
  brandMctName: string;
  mctName: string;
  saleDesc: string;
  actBeginDate: string;
  actEndDate: string;
}
interface DealPage {
  total: string;
  list: Deal[];
}

const dealsList = (view: RenderedScreen, data: object, locale?: string) =>
  locale
    ? view
        .bankCall<DealPage>('/ams/hotdeals/query/list_deals', { nums: '50', page: '1', ...data }, locale)
        .then((body) => {
          expect(body.ret_code, body.ret_msg).toBe('0000');
          return body.ret_data;
        })
    : answerOf<DealPage>(view, '/ams/hotdeals/query/list_deals', { nums: '50', page: '1', ...data });

const byTestId = (id: string) => textOf(screen.getByTestId(id));
const cardNames = () => screen.queryAllByTestId('deal-card-name').map(textOf);
const at = (view: RenderedScreen, path: RegExp) => waitFor(() => expect(view.location()).toMatch(path));
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox');
const searchButton = () => screen.getByRole('button', { name: 'Cari' });

describe('deals, against the bank’s core', () => {
  test('[deals.list] a deal’s detail: status, period, merchant and terms as the bank answers them; more from its brand', async () => {
    const view = await renderScreen('deals.detail');
    const deal = await answerOf<Deal>(view, '/ams/hotdeals/query/deals_detail', { confId: 'CF20261121' });
    await waitFor(() => expect(byTestId('deal-name')).toBe(deal.actName));
    expect(byTestId('deal-status')).toBe('Berlangsung');
    expect(byTestId('deal-timing')).toBe(`Berlaku s.d. ${shortDate(deal.actEndDate)}`);
    expect(byTestId('deal-begins')).toBe(longDate(deal.actBeginDate));
    expect(byTestId('deal-ends')).toBe(longDate(deal.actEndDate));
    expect(byTestId('deal-merchant')).toBe(deal.mctName);
    expect(byTestId('deal-desc')).toBe(deal.saleDesc);
    expect(deal.saleDesc).toContain('Dapatkan potongan 50%');
    expect(deal.saleDesc).toContain('Minimal transaksi Rp100.000');

    fireEvent.click(screen.getByRole('button', { name: `Promo lain dari ${deal.brandMctName}` }));
    await at(view, new RegExp(`/deals\\?brandMctIds=${deal.brandMctId}$`));
    await waitFor(() => expect(byTestId('deals-brand-filter')).toBe(`Promo dari ${deal.brandMctName}`));
    const ofBrand = await dealsList(view, { brandMctIds: [deal.brandMctId] });
    await waitFor(() => expect(cardNames()).toEqual(ofBrand.list.map((d) => d.actName)));
    fireEvent.click(screen.getByRole('button', { name: `Hapus filter brand ${deal.brandMctName}` }));
    await at(view, /\/deals$/);
  });

  test('[deals.list] deals in English: the types, names and terms the bank answers in English', async () => {
    const view = await renderScreen('deals.list-english');
    const all = await dealsList(view, { sort: 'latest' }, 'en-US');
    await waitFor(() => expect(byTestId('deals-count')).toBe(`${all.total} deals running now`));
    screen.getByRole('option', { name: 'All' });
    screen.getByRole('option', { name: 'Food & Drink' });
    await waitFor(() => expect(cardNames()[0]).toBe(all.list[0]!.actName));
    fireEvent.click(screen.getAllByTestId('deal-card')[0]!);
    await waitFor(() => expect(byTestId('deal-desc')).toBe(all.list[0]!.saleDesc));
    expect(all.list[0]!.saleDesc).toMatch(
      /Valid at .* Minimum spend Rp\d{1,3}(\.\d{3})*\. While stocks last\.$/,
    );
    expect(byTestId('deal-status')).toBe('Running');
  });

  const EMPTY_SEARCH = [
    {
      scenario: 'deals.search-empty',
      title: 'Maaf, kami tidak dapat menemukannya',
      body: 'Tidak ada promo untuk “sepatuu”. Periksa ejaan kata kunci atau coba kata lain.',
    },
    {
      scenario: 'deals.list-english',
      title: "Sorry, we couldn't find it",
      body: 'No deal matches “sepatuu”. Check the spelling or try other words.',
    },
  ];
  for (const c of EMPTY_SEARCH) {
    test(`[deals.search-empty] a misspelt keyword finds nothing: “${c.title}” and the hint to check the spelling`, async () => {
      const view = await renderScreen(c.scenario, { path: '/deals/search?q=sepatuu' });
      const none = await answerOf<DealPage>(view, '/ams/hotdeals/query/search_deals', {
        keyword: 'sepatuu',
        nums: '10',
        page: '1',
      });
      expect(none.total).toBe('0');
      const empty = await screen.findByTestId('deal-search-empty');
      await waitFor(() => expect(textOf(within(empty).getByRole('heading'))).toBe(c.title));
      expect(textOf(empty)).toContain(c.body);
      expect(searchBox().value).toBe('sepatuu');
    });
  }

  test('[deals.search-empty] the search box: the keyword rule before any call, then the deals that hold the words', async () => {
    const view = await renderScreen('deals.search-empty');
    await screen.findByTestId('deal-search-empty');
    // Spaces only, or more than 100 characters: the rule's message, and the search stays as it was.
    for (const bad of ['   ', 'k'.repeat(101)]) {
      fireEvent.change(searchBox(), { target: { value: bad } });
      fireEvent.click(searchButton());
      await waitFor(() =>
        expect(textOf(screen.getByRole('alert'))).toBe('Tulis 1 sampai 100 karakter untuk mencari.'),
      );
      expect(view.location()).toMatch(/q=sepatuu$/);
    }
    const [deal] = (await dealsList(view, { sort: 'latest' })).list;
    const found = await answerOf<DealPage>(view, '/ams/hotdeals/query/search_deals', {
      keyword: deal!.brandMctName,
      sort: 'latest',
      nums: '50',
      page: '1',
    });
    fireEvent.change(searchBox(), { target: { value: deal!.brandMctName } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(byTestId('deal-search-count')).toBe(`${found.total} promo untuk “${deal!.brandMctName}”`),
    );
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await waitFor(() => expect(cardNames()).toEqual(found.list.map((d) => d.actName)));
  });
});
