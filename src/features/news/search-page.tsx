import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { SearchField } from '../../shared/ui/search-field';
import { NewsList, NewsSkeleton } from './news-row';
import { categoryOfSearch } from './news-view';
import { useNewsSearch } from './use-news';
import './news.css';

/** ROUTES.NEWS_SEARCH (?q=&category=): articles holding every word, page after page, or the empty result. */
export default function SearchPage() {
  const { t } = useTranslation('news');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('q') ?? '').trim();
  const category = categoryOfSearch(search);
  const found = useNewsSearch(keyword, category);
  useBackOr(ROUTES.NEWS);

  let content;
  if (!keyword) {
    content = (
      <EmptyState
        testId="news-search-start"
        icon={<SearchOutline />}
        title={t('search.startTitle')}
        body={t('search.startBody')}
      />
    );
  } else if (found.isPending) content = <NewsSkeleton />;
  else if (found.error && !found.data) {
    content = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  } else {
    const items = found.data.pages.flatMap((page) => page.items);
    content =
      items.length === 0 ? (
        <EmptyState
          testId="news-search-empty"
          icon={<SearchOutline />}
          title={t('search.emptyTitle')}
          body={t('search.emptyBody', { keyword })}
          action={{ label: t('search.emptyAction'), onClick: () => nav.push(ROUTES.NEWS) }}
        />
      ) : (
        <>
          <NewsList items={items} label={t('search.results')} />
          <InfiniteScroll
            hasMore={found.hasNextPage}
            loadMore={async () => {
              await found.fetchNextPage({ throwOnError: true });
            }}
          >
            {(more, failed, retry) =>
              failed ? (
                <Button
                  size="small"
                  fill="outline"
                  color="primary"
                  shape="rounded"
                  onClick={() => void retry()}
                >
                  {t('list.retry')}
                </Button>
              ) : more ? (
                <span role="status" className="news-end">
                  {t('list.loadingMore')} <DotLoading />
                </span>
              ) : (
                <span className="news-end">{t('loadMore.end', { ns: 'common' })}</span>
              )
            }
          </InfiniteScroll>
        </>
      );
  }

  return (
    <div className="news" data-testid="news-search-page">
      <SearchField
        keyword={keyword}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        clearLabel={t('search.clear')}
        autoFocus={!keyword}
        testId="news-search-form"
        onSearch={(next) => setSearch({ q: next, ...(category ? { category } : {}) }, { replace: true })}
      />
      <div className="news-content" role="region" aria-live="polite" aria-label={t('search.results')}>
        {content}
      </div>
    </div>
  );
}
