import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { AppLink } from '../../shared/ui/app-link';
import { ChipRow } from '../../shared/ui/chip-row';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { NewsLead, NewsList, NewsSkeleton } from './news-row';
import { categoryOfSearch, splitLead } from './news-view';
import { useAllNews, useNewsCategories } from './use-news';
import './news.css';

const ALL = 'all';

/** ROUTES.NEWS (?category=): all news, newest first, filtered by category; the newest leads. */
export default function NewsPage() {
  const { t } = useTranslation('news');
  const [search, setSearch] = useSearchParams();
  const category = categoryOfSearch(search);
  const categories = useNewsCategories();
  const news = useAllNews(category);
  useBackOr(ROUTES.WALLET_HOME);
  const ref = useScrollRestore<HTMLDivElement>(Boolean(news.data));

  let content;
  if (news.isPending) content = <NewsSkeleton />;
  else if (news.error) content = <ErrorState error={news.error} onRetry={() => void news.refetch()} />;
  else if (news.data.items.length === 0) {
    content = (
      <EmptyState
        testId="news-empty"
        title={t('list.emptyTitle')}
        body={t('list.emptyBody')}
        action={{ label: t('list.allNews'), onClick: () => setSearch({}, { replace: true }) }}
      />
    );
  } else {
    const { lead, rest } = splitLead(news.data.items);
    content = (
      <>
        {lead ? <NewsLead item={lead} /> : null}
        <NewsList items={rest} label={t('list.label')} />
        <p className="news-end">{t('loadMore.end', { ns: 'common' })}</p>
      </>
    );
  }

  return (
    <div ref={ref} className="list-page" data-testid="news-page" data-category={category ?? ''}>
      <div className="list-filters">
        <AppLink to={ROUTES.NEWS_SEARCH} className="search-open" testId="news-search-open">
          <SearchOutline aria-hidden="true" />
          <span>{t('list.searchOpen')}</span>
        </AppLink>
        <ChipRow
          label={t('list.categories')}
          options={[
            { label: t('list.allCategories'), value: ALL },
            ...(categories.data?.categories ?? []).map((c) => ({ label: c.name, value: c.category })),
          ]}
          value={[category ?? ALL]}
          onChange={(values) => {
            const value = values[0];
            if (value === undefined) return;
            setSearch(value === ALL ? {} : { category: value }, { replace: true });
          }}
        />
      </div>
      <ListRefresh ns="news" onRefresh={() => news.refetch()}>
        <div className="list-content">{content}</div>
      </ListRefresh>
      {categories.error ? (
        <p className="news-note" role="status">
          {t('list.categoriesFailed')}{' '}
          <button type="button" className="news-note__retry" onClick={() => void categories.refetch()}>
            {t('list.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
