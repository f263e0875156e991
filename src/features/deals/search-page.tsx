import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bankNow } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { PagedList } from '../../shared/ui/paged-list';
import { SearchScreen } from '../../shared/ui/search-screen';
import { DealList, DealsSkeleton } from './deal-list';
import { useDealSearch } from './use-deals';
import './deals.css';
import { toBusinessDate } from '../../../contracts/dates';

/** The deals holding the words, page after page, their count on top. */
function Results({ keyword, notFound }: { keyword: string; notFound: ReactNode }) {
  const { t } = useTranslation('deals');
  const found = useDealSearch(keyword);
  return (
    <PagedList
      query={found}
      itemsOf={(page) => page.list}
      skeleton={<DealsSkeleton />}
      empty={notFound}
      loading={t('list.loading')}
      retry={t('list.retry')}
      endTestId="deal-list-end"
    >
      {(deals) => (
        <>
          <p className="list-count" data-testid="deal-search-count">
            {t('search.count', { n: Number(found.data?.pages[0]?.total ?? deals.length), keyword })}
          </p>
          <DealList deals={deals} today={toBusinessDate(bankNow())} />
        </>
      )}
    </PagedList>
  );
}

/**
 * ROUTES.DEAL_SEARCH (?q=): running deals whose name, merchant, brand or type hold the words. No match:
 * 'Sorry, we couldn't find it' with the hint to check the spelling (spec section 8).
 */
export default function SearchPage() {
  return (
    <SearchScreen ns="deals" testPrefix="deal-search" home={ROUTES.DEALS}>
      {(keyword, notFound) => <Results keyword={keyword} notFound={notFound} />}
    </SearchScreen>
  );
}
