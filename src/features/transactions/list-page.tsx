import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import { formatMonth } from '../../shared/lib/dates';
import { yearMonthOf } from '../../shared/lib/month-year';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { EmptyState } from '../../shared/ui/empty-state';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { MonthGroup, RowsSkeleton } from '../../shared/ui/month-group';
import { PagedList } from '../../shared/ui/paged-list';
import { PeriodPicker } from '../../shared/ui/period-filter';
import { FilterBar, usePeriodLabel } from './filter-bar';
import { noAccountFailure } from './no-account';
import { TransactionRow } from './transaction-row';
import {
  filterOfSearch,
  groupByMonth,
  noteOpenedFromList,
  periodSpan,
  searchOfFilter,
  type ListFilter,
  type MonthGroup as TxnMonth,
  type TransactionItem,
} from './transaction-view';
import { useBusinessDate, useTransactions } from './use-transactions';
import { QueryFrame } from '../../shared/ui/query-frame';
import './transactions.css';

/** One month of the list under its sticky header. */
function MonthSection({ group, onOpen }: { group: TxnMonth; onOpen: (item: TransactionItem) => void }) {
  const { t, i18n } = useTranslation('transactions');
  const month = formatMonth(group.month, i18n.language);
  return (
    <MonthGroup month={month} code={group.month} listLabel={t('list.label', { month })} testId="txn-group">
      {group.items.map((item) => (
        <li key={item.TRANSACTION_ID}>
          <TransactionRow item={item} onOpen={() => onOpen(item)} />
        </li>
      ))}
    </MonthGroup>
  );
}

/** Nothing for the filter: the words for why, and the next step that shows something. */
function Empty({
  filter,
  today,
  onFilter,
}: {
  filter: ListFilter;
  today: string;
  onFilter: (next: ListFilter) => void;
}) {
  const { t } = useTranslation('transactions');
  const nav = useAppNavigate();
  const periodLabel = usePeriodLabel();
  const period = periodLabel(filter.period);
  if (filter.type !== 'A') {
    return (
      <EmptyState
        testId="txn-empty"
        title={t('empty.typeTitle', { type: t(`filters.${filter.type}`) })}
        body={t('empty.typeBody', { period })}
        action={{ label: t('empty.showAllTypes'), onClick: () => onFilter({ ...filter, type: 'A' }) }}
      />
    );
  }
  if (filter.period) {
    const span = periodSpan(filter.period, today);
    return (
      <EmptyState
        testId="txn-empty"
        title={t('empty.monthTitle', { period })}
        body={span.beforeHistory ? t('empty.beforeHistoryBody') : t('empty.monthBody')}
        action={{ label: t('empty.showRecent'), onClick: () => onFilter({ ...filter, period: null }) }}
      />
    );
  }
  return (
    <EmptyState
      testId="txn-empty"
      title={t('empty.allTitle')}
      body={t('empty.allBody')}
      action={{ label: t('empty.home'), onClick: () => nav.replace(ROUTES.PAY_LATER_HOME) }}
    />
  );
}

/**
 * ROUTES.TRANSACTIONS (?type=S|C|R|P&period=YYYY or YYYY-MM): the credit transactions of the last 12
 * months, filtered by type chip and by the month-year picker, grouped by month, page after page.
 */
export default function ListPage() {
  const { t } = useTranslation('transactions');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOfSearch(search);
  const today = useBusinessDate();
  const list = useTransactions(filter, today.data);
  const [picking, setPicking] = useState(false);
  const ref = useScrollRestore<HTMLDivElement>(Boolean(list.data));
  useBackHandler(useCallback(() => nav.replace(ROUTES.PAY_LATER_HOME), [nav]));

  const setFilter = (next: ListFilter) => {
    setPicking(false);
    setSearch(createSearchParams(searchOfFilter(next)), { replace: true });
  };

  return (
    <QueryFrame query={today} failure={noAccountFailure}>
      {(businessDate) => {
        const open = (item: TransactionItem) => {
          noteOpenedFromList(item.TRANSACTION_ID);
          nav.push(
            `${ROUTES.TRANSACTION_DETAIL}?${createSearchParams({ id: item.TRANSACTION_ID }).toString()}`,
          );
        };

        return (
          <div ref={ref} className="list-page" data-testid="txn-list-page" data-type={filter.type}>
            <FilterBar
              filter={filter}
              today={businessDate}
              onOpenPicker={() => setPicking(true)}
              onType={(type) => setFilter({ ...filter, type })}
            />
            <ListRefresh ns="transactions" onRefresh={() => Promise.all([today.refetch(), list.refetch()])}>
              <div className="txn-content">
                <PagedList
                  query={list}
                  itemsOf={(page) => page.TRANSACTION_LIST}
                  skeleton={<RowsSkeleton title />}
                  empty={<Empty filter={filter} today={businessDate} onFilter={setFilter} />}
                  failure={noAccountFailure}
                  loading={t('list.loading')}
                  retry={t('list.retry')}
                  endTestId="txn-end"
                  list={{ testId: 'txn-groups' }}
                >
                  {(items) =>
                    groupByMonth(items).map((group) => (
                      <MonthSection key={group.month} group={group} onOpen={open} />
                    ))
                  }
                </PagedList>
              </div>
            </ListRefresh>
            <PeriodPicker
              ns="transactions"
              visible={picking}
              now={yearMonthOf(businessDate)}
              value={filter.period}
              onChange={(period) => setFilter({ ...filter, period })}
              onClose={() => setPicking(false)}
            />
          </div>
        );
      }}
    </QueryFrame>
  );
}
