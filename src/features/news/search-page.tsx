import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { PagedList } from '../../shared/ui/paged-list';
import { SearchScreen } from '../../shared/ui/search-screen';
import { NewsList, NewsSkeleton } from './news-row';
import { categoryOfSearch } from './news-view';
import { useNewsSearch } from './use-news';
import './news.css';

/** The articles holding every word, page after page. */
function Results({
  keyword,
  category,
  notFound,
}: {
  keyword: string;
  category: string | null;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('news');
  const found = useNewsSearch(keyword, category);
  return (
    <PagedList
      query={found}
      itemsOf={(page) => page.items}
      skeleton={<NewsSkeleton />}
      empty={notFound}
      loading={t('list.loadingMore')}
      retry={t('list.retry')}
    >
      {(items) => <NewsList items={items} label={t('search.results')} />}
    </PagedList>
  );
}

/** ROUTES.NEWS_SEARCH (?q=&category=): articles holding every word, page after page, or the empty result. */
export default function SearchPage() {
  const [search] = useSearchParams();
  const category = categoryOfSearch(search);
  return (
    <SearchScreen
      ns="news"
      testPrefix="news-search"
      home={ROUTES.NEWS}
      keep={category ? { category } : undefined}
    >
      {(keyword, notFound) => <Results keyword={keyword} category={category} notFound={notFound} />}
    </SearchScreen>
  );
}
