import type { NewsItem } from '../../../contracts/entities/news';
import { ROUTES } from '../../shared/navigation/routes';

/** A category id of news_category as the URL carries it (?category=); null for all news. */
export function categoryOfSearch(search: URLSearchParams): string | null {
  const category = search.get('category');
  return category && /^[a-z0-9-]{1,64}$/.test(category) ? category : null;
}

/** The detail screen of an article, by the address the bank gives it. */
export const newsDetailPath = (item: Pick<NewsItem, 'url'>) =>
  `${ROUTES.NEWS_DETAIL}?url=${encodeURIComponent(item.url)}`;

export const newsListPath = (category: string | null) =>
  category ? `${ROUTES.NEWS}?category=${encodeURIComponent(category)}` : ROUTES.NEWS;

/** The next page of a search answer, or undefined after the last. */
export function nextNewsPage(answer: { metadata: { current_page: string; total_page: string } }) {
  const page = Number(answer.metadata.current_page);
  return page < Number(answer.metadata.total_page) ? String(page + 1) : undefined;
}

/** The article a detail URL names, among the bank's articles (no article call exists). */
export function findArticle(items: readonly NewsItem[], url: string): NewsItem | undefined {
  return url ? items.find((item) => item.url === url) : undefined;
}

/** The lead story of a list and the rest, without repeating it. */
export function splitLead(items: readonly NewsItem[]): { lead: NewsItem | undefined; rest: NewsItem[] } {
  const [lead, ...rest] = items;
  return { lead, rest };
}
