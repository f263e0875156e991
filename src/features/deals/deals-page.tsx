import { PullToRefresh, Selector } from 'antd-mobile';
import { AppstoreOutline, CloseOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import { bankNow } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { AppLink } from '../../shared/ui/app-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { DealList, DealsSkeleton } from './deal-list';
import { filterOfSearch, searchOfFilter, wibYmd, type DealFilter } from './deals-view';
import { useDealBrands, useDeals, useDealTypes } from './use-deals';
import './deals.css';

const ALL = 'all';

/** The filter row (UX.md "Lists"): the deal types as chips, the order, and the brand when one is chosen. */
function Filters({ filter, onFilter }: { filter: DealFilter; onFilter: (next: DealFilter) => void }) {
  const { t } = useTranslation('deals');
  const types = useDealTypes();
  const brands = useDealBrands(filter.brand !== null);
  const brandName = brands.data?.brands.find((b) => b.brandMctId === filter.brand)?.brandMctName;
  return (
    <div className="deals-filters">
      <div className="deals-top">
        <AppLink to={ROUTES.DEAL_SEARCH} className="deals-search-open" testId="deals-search-open">
          <SearchOutline aria-hidden="true" />
          <span>{t('list.searchOpen')}</span>
        </AppLink>
        <AppLink to={ROUTES.BRAND_WALL} className="deals-brands-link" testId="deals-brands-link">
          <AppstoreOutline aria-hidden="true" />
          <span>{t('list.brandsLink')}</span>
        </AppLink>
      </div>
      {/* Focusable so the sideways-scrolling row can be scrolled from the keyboard. */}
      <div className="deals-chips" role="group" aria-label={t('list.types')} tabIndex={0}>
        <Selector
          className="deals-selector"
          options={[
            { label: t('list.allTypes'), value: ALL },
            ...(types.data?.types ?? []).map((type) => ({ label: type.typeName, value: type.typeId })),
          ]}
          value={[filter.type ?? ALL]}
          onChange={(values) => {
            const value = values[0];
            if (value !== undefined) onFilter({ ...filter, type: value === ALL ? null : value });
          }}
        />
      </div>
      <div className="deals-sort" role="group" aria-label={t('list.sort')}>
        <span className="deals-sort__label" aria-hidden="true">
          {t('list.sort')}
        </span>
        <Selector
          className="deals-selector deals-selector--sort"
          options={[
            { label: t('list.sortLatest'), value: 'latest' },
            { label: t('list.sortEnding'), value: 'ending' },
          ]}
          value={[filter.sort]}
          onChange={(values) => {
            const value = values[0];
            if (value === 'latest' || value === 'ending') onFilter({ ...filter, sort: value });
          }}
        />
      </div>
      {filter.brand ? (
        <p className="deals-brand-filter" data-testid="deals-brand-filter">
          <span>{t('list.brandFilter', { brand: brandName ?? filter.brand })}</span>
          <button
            type="button"
            className="deals-brand-filter__clear"
            aria-label={t('list.clearBrand', { brand: brandName ?? filter.brand })}
            onClick={() => onFilter({ ...filter, brand: null })}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * ROUTES.DEALS (?type=&sort=latest|ending&brandMctIds=): the running deals, filtered by type chip and
 * brand, newest or ending-soonest first, page after page.
 */
export default function DealsPage() {
  const { t } = useTranslation('deals');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOfSearch(search);
  const deals = useDeals(filter);
  useBackOr(ROUTES.WALLET_HOME);

  const setFilter = (next: DealFilter) =>
    setSearch(createSearchParams(searchOfFilter(next)), { replace: true });

  let content;
  if (deals.isPending) content = <DealsSkeleton />;
  else if (deals.error && !deals.data) {
    content = <ErrorState error={deals.error} onRetry={() => void deals.refetch()} />;
  } else {
    const list = deals.data.pages.flatMap((page) => page.list);
    const total = deals.data.pages[0]?.total ?? '0';
    content =
      list.length === 0 ? (
        <EmptyState
          testId="deals-empty"
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
          action={
            filter.type || filter.brand
              ? {
                  label: t('list.emptyAction'),
                  onClick: () => setFilter({ ...filter, type: null, brand: null }),
                }
              : { label: t('list.home'), onClick: () => nav.replace(ROUTES.WALLET_HOME) }
          }
        />
      ) : (
        <>
          <p className="deals-count" data-testid="deals-count">
            {t('list.count', { n: Number(total) })}
          </p>
          <DealList
            deals={list}
            today={wibYmd(bankNow())}
            hasMore={deals.hasNextPage}
            loadMore={async () => {
              await deals.fetchNextPage({ throwOnError: true });
            }}
          />
        </>
      );
  }

  return (
    <div className="deals" data-testid="deals-page">
      <Filters filter={filter} onFilter={setFilter} />
      <PullToRefresh
        onRefresh={async () => {
          await deals.refetch();
        }}
        pullingText={t('refresh.pull')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        <div className="deals-content">{content}</div>
      </PullToRefresh>
    </div>
  );
}
