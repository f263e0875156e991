import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { AppLink } from '../../shared/ui/app-link';
import { ChipRow } from '../../shared/ui/chip-row';
import { EmptyState } from '../../shared/ui/empty-state';
import { QueryFrame } from '../../shared/ui/query-frame';
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

  const content = (
    <QueryFrame query={news} skeleton={<NewsSkeleton />}>
      {(data) => {
        if (data.items.length === 0)
          return (
            <EmptyState
              testId="news-empty"
              title={t('list.emptyTitle')}
              body={t('list.emptyBody')}
              action={{ label: t('list.allNews'), onClick: () => setSearch({}, { replace: true }) }}
            />
          );
        const { lead, rest } = splitLead(data.items);
        return (
          <>
            {lead ? <NewsLead item={lead} /> : null}
            <NewsList items={rest} label={t('list.label')} />
            <p className="news-end">{t('loadMore.end', { ns: 'common' })}</p>
          </>
        );
      }}
    </QueryFrame>
  );

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
