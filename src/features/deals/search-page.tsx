import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bankNow } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { SearchField } from '../../shared/ui/search-field';
import { DealList, DealsSkeleton } from './deal-list';
import { wibYmd } from './deals-view';
import { useDealSearch } from './use-deals';
import './deals.css';

/**
 * ROUTES.DEAL_SEARCH (?q=): running deals whose name, merchant, brand or type hold the words. No match:
 * 'Sorry, we couldn't find it' with the hint to check the spelling (spec section 8).
 */
export default function SearchPage() {
  const { t } = useTranslation('deals');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('q') ?? '').trim();
  const found = useDealSearch(keyword);
  useBackOr(ROUTES.DEALS);

  let content;
  if (!keyword) {
    content = (
      <EmptyState
        testId="deal-search-start"
        icon={<SearchOutline />}
        title={t('search.startTitle')}
        body={t('search.startBody')}
      />
    );
  } else if (found.isPending) content = <DealsSkeleton />;
  else if (found.error && !found.data) {
    content = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  } else {
    const deals = found.data.pages.flatMap((page) => page.list);
    content =
      deals.length === 0 ? (
        <EmptyState
          testId="deal-search-empty"
          icon={<SearchOutline />}
          title={t('search.emptyTitle')}
          body={t('search.emptyBody', { keyword })}
          action={{ label: t('search.emptyAction'), onClick: () => nav.push(ROUTES.DEALS) }}
        />
      ) : (
        <>
          <p className="deals-count" data-testid="deal-search-count">
            {t('search.count', { n: Number(found.data.pages[0]?.total ?? deals.length), keyword })}
          </p>
          <DealList
            deals={deals}
            today={wibYmd(bankNow())}
            hasMore={found.hasNextPage}
            loadMore={async () => {
              await found.fetchNextPage({ throwOnError: true });
            }}
          />
        </>
      );
  }

  return (
    <div className="deals" data-testid="deal-search-page">
      <SearchField
        keyword={keyword}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        clearLabel={t('search.clear')}
        autoFocus={!keyword}
        testId="deal-search-form"
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      <div className="deals-content" role="region" aria-live="polite" aria-label={t('search.results')}>
        {content}
      </div>
    </div>
  );
}
