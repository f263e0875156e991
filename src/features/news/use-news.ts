import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointKeyFor, endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { nextNewsPage } from './news-view';

export const PAGE_SIZE = '10';

export function useNewsCategories() {
  return useQuery({ ...endpointQuery(endpoints.newsCategories, {}), staleTime: 5 * 60_000 });
}

/** All published news of one category ('' for every category), newest first. */
export function useAllNews(category: string | null) {
  return useQuery(endpointQuery(endpoints.newsAll, { category: category ?? '' }));
}

/** Articles holding every word of the keyword, page after page; nothing asked without a keyword. */
export function useNewsSearch(keyword: string, category: string | null) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.newsSearch, { keyword, category }, 'pages'),
    enabled: keyword !== '',
    initialPageParam: '1',
    queryFn: ({ pageParam }) =>
      call(endpoints.newsSearch, {
        query: keyword,
        page: pageParam,
        limit: PAGE_SIZE,
        ...(category ? { category } : {}),
      }),
    getNextPageParam: nextNewsPage,
  });
}
