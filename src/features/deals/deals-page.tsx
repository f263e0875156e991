import { Selector } from 'antd-mobile';
import { AppstoreOutline, CloseOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import { bankNow } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { AppLink } from '../../shared/ui/app-link';
import { ChipRow } from '../../shared/ui/chip-row';
import { EmptyState } from '../../shared/ui/empty-state';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { PagedList } from '../../shared/ui/paged-list';
import { DealList, DealsSkeleton } from './deal-list';
import { filterOfSearch, searchOfFilter, type DealFilter } from './deals-view';
import { useDealBrands, useDeals, useDealTypes } from './use-deals';
import './deals.css';
import { toBusinessDate } from '../../../contracts/dates';

const ALL = 'all';

/** The filter row (UX.md "Lists"): the deal types as chips, the order, and the brand when one is chosen. */
function Filters({ filter, onFilter }: { filter: DealFilter; onFilter: (next: DealFilter) => void }) {
  const { t } = useTranslation('deals');
  const types = useDealTypes();
  const brands = useDealBrands(filter.brand !== null);
  const brandName = brands.data?.brands.find((b) => b.brandMctId === filter.brand)?.brandMctName;
  return (
    <div className="list-filters">
      <div className="deals-top">
        <AppLink to={ROUTES.DEAL_SEARCH} className="search-open deals-search-open" testId="deals-search-open">
          <SearchOutline aria-hidden="true" />
          <span>{t('list.searchOpen')}</span>
        </AppLink>
        <AppLink to={ROUTES.BRAND_WALL} className="deals-brands-link" testId="deals-brands-link">
          <AppstoreOutline aria-hidden="true" />
          <span>{t('list.brandsLink')}</span>
        </AppLink>
      </div>
      <ChipRow
        label={t('list.types')}
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
      <div className="deals-sort" role="group" aria-label={t('list.sort')}>
        <span className="deals-sort__label" aria-hidden="true">
          {t('list.sort')}
        </span>
        <Selector
          className="chip-row__chips choice-pills deals-sort__chips"
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
            className="icon-button deals-brand-filter__clear"
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

  return (
    <div className="list-page" data-testid="deals-page">
      <Filters filter={filter} onFilter={setFilter} />
      <ListRefresh ns="deals" onRefresh={() => deals.refetch()}>
        <div className="list-content">
          <PagedList
            query={deals}
            itemsOf={(page) => page.list}
            skeleton={<DealsSkeleton />}
            empty={
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
            }
            loading={t('list.loading')}
            retry={t('list.retry')}
            endTestId="deal-list-end"
          >
            {(list) => (
              <>
                <p className="list-count" data-testid="deals-count">
                  {t('list.count', { n: Number(deals.data?.pages[0]?.total ?? '0') })}
                </p>
                <DealList deals={list} today={toBusinessDate(bankNow())} />
              </>
            )}
          </PagedList>
        </div>
      </ListRefresh>
    </div>
  );
}
