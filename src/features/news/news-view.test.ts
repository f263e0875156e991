import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../contracts/entities/news';
import {
  categoryOfSearch,
  findArticle,
  newsDetailPath,
  newsListPath,
  nextNewsPage,
  splitLead,
} from './news-view';

const item = (newsId: string): NewsItem => ({
  newsId,
  source: 'Kabar Kota',
  images: [],
  date: '20261121090000',
  namaparent: 'Ekonomi',
  url: `/news/${newsId}`,
  title: newsId,
  subtitle: '',
  summary: '',
});

describe('news view', () => {
  it('reads the category of the URL', () => {
    expect(categoryOfSearch(new URLSearchParams('category=gaya-hidup'))).toBe('gaya-hidup');
    expect(categoryOfSearch(new URLSearchParams('category=<b>'))).toBeNull();
    expect(categoryOfSearch(new URLSearchParams(''))).toBeNull();
  });

  it('links an article by its address and a category by its id', () => {
    expect(newsDetailPath(item('NW1'))).toBe('/news/detail?url=%2Fnews%2FNW1');
    expect(newsListPath('olahraga')).toBe('/news?category=olahraga');
    expect(newsListPath(null)).toBe('/news');
  });

  it('finds the article of an address, and nothing for an unknown one', () => {
    const items = [item('NW1'), item('NW2')];
    expect(findArticle(items, '/news/NW2')?.newsId).toBe('NW2');
    expect(findArticle(items, '/news/NW3')).toBeUndefined();
    expect(findArticle(items, '')).toBeUndefined();
  });

  it('leads with the newest and lists the rest once', () => {
    expect(splitLead([item('a'), item('b')])).toEqual({ lead: item('a'), rest: [item('b')] });
    expect(splitLead([])).toEqual({ lead: undefined, rest: [] });
  });

  it('pages a search until its last page', () => {
    expect(nextNewsPage({ metadata: { current_page: '1', total_page: '3' } })).toBe('2');
    expect(nextNewsPage({ metadata: { current_page: '3', total_page: '3' } })).toBeUndefined();
    expect(nextNewsPage({ metadata: { current_page: '1', total_page: '0' } })).toBeUndefined();
  });
});
