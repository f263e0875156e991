// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { longDate, shortDate, wib } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/** What the news screens show for a scenario, against the bank's core (issue 27). */
interface News {
  url: string;
  title: string;
  summary: string;
  source: string;
  date: string;
}

async function allNews(view: RenderedScreen, category = '', locale = 'id-ID'): Promise<News[]> {
  const body = await view.bankCall<{ items: News[] }>('/ams/news/query/all_news', { category }, locale);
  expect(body.ret_code, body.ret_msg).toBe('0000');
  return body.ret_data.items;
}

/** yyyymmddhhmmss as the article's time: '21 November 2026, 09.00 WIB'. */
const articleTime = (ts: string) => `${longDate(ts.slice(0, 8))}, ${wib(ts)}`;
const byTestId = (id: string) => textOf(screen.getByTestId(id));
const rowTitles = () => screen.queryAllByTestId('news-row-title').map(textOf);
const chip = (name: string) => screen.getByRole('option', { name });
const at = (view: RenderedScreen, path: RegExp) => waitFor(() => expect(view.location()).toMatch(path));

describe('news, against the bank’s core', () => {
  test('[news.list] all news newest first, the category chips filter it, an article opens', async () => {
    const view = await renderScreen('news.list');
    const items = await allNews(view);
    await waitFor(() => expect(byTestId('news-lead-title')).toBe(items[0]!.title));
    await waitFor(() => expect(rowTitles()).toEqual(items.slice(1).map((n) => n.title)));
    expect(textOf(within(screen.getAllByTestId('news-row')[0]!).getByTestId('news-row-meta'))).toBe(
      `${items[1]!.source} · ${shortDate(items[1]!.date)}`,
    );

    fireEvent.click(chip('Olahraga'));
    await at(view, /category=olahraga/);
    const sport = await allNews(view, 'olahraga');
    await waitFor(() => expect(byTestId('news-lead-title')).toBe(sport[0]!.title));
    await waitFor(() => expect(rowTitles()).toEqual(sport.slice(1).map((n) => n.title)));
    for (const category of screen.getAllByTestId('news-row-category'))
      expect(textOf(category)).toBe('Olahraga');

    const article = sport[1]!;
    fireEvent.click(screen.getAllByTestId('news-row')[0]!);
    await at(view, new RegExp(`/news/detail\\?url=${encodeURIComponent(article.url)}$`));
    await waitFor(() => expect(byTestId('news-title')).toBe(article.title));
    expect(byTestId('news-category')).toBe('Olahraga');
    expect(byTestId('news-meta')).toBe(`${article.source} · ${articleTime(article.date)}`);
    expect(byTestId('news-summary')).toBe(article.summary);
    fireEvent.click(screen.getByRole('button', { name: 'Berita Olahraga lainnya' }));
    await at(view, /\/news\?category=olahraga$/);
  });

  test('[news.list] news in English: categories and articles as the bank writes them in English', async () => {
    const view = await renderScreen('news.list-english');
    const items = await allNews(view, '', 'en-US');
    await waitFor(() => expect(byTestId('news-lead-title')).toBe(items[0]!.title));
    for (const name of ['All', 'Economy', 'Finance', 'Technology', 'Lifestyle', 'Sports', 'Entertainment'])
      chip(name);
    fireEvent.click(chip('Economy'));
    const economy = await allNews(view, 'ekonomi', 'en-US');
    await waitFor(() => expect(byTestId('news-lead-title')).toBe(economy[0]!.title));
  });

  test('[news.search-empty] a search without a match says so, and words of a headline find it', async () => {
    const view = await renderScreen('news.search-empty');
    const empty = await screen.findByTestId('news-search-empty');
    await waitFor(() =>
      expect(textOf(within(empty).getByRole('heading'))).toBe('Maaf, kami tidak dapat menemukannya'),
    );
    expect(textOf(empty)).toContain(
      'Tidak ada berita untuk “gempa bumi”. Periksa ejaan atau coba kata kunci lain.',
    );
    const items = await allNews(view);
    const words = items[0]!.title.split(' ').slice(0, 2).join(' ');
    const found = await view.bankCall<{ items: News[] }>('/ams/news/query/search_news', {
      query: words,
      page: '1',
      limit: '10',
    });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: words } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(rowTitles()).toEqual(found.ret_data.items.map((n) => n.title)));
    expect(rowTitles()[0]).toBe(items[0]!.title);
    await waitFor(() => expect(screen.queryByTestId('news-search-empty')).toBeNull());
  });
});
