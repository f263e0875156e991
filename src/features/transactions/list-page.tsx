import { Button, DotLoading, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import { isCode } from '../../api/is-code';
import { formatMonth } from '../../shared/lib/dates';
import { yearMonthOf } from '../../shared/lib/month-year';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { MonthYearPicker } from '../../shared/ui/month-year-picker';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { FilterBar, usePeriodLabel } from './filter-bar';
import { NoAccount } from './no-account';
import { TransactionRow } from './transaction-row';
import {
  filterOfSearch,
  groupByMonth,
  noteOpenedFromList,
  periodSpan,
  searchOfFilter,
  type ListFilter,
  type MonthGroup,
  type TransactionItem,
} from './transaction-view';
import { useBusinessDate, useTransactions } from './use-transactions';
import './transactions.css';

/** One month of the list under its sticky header. */
function MonthSection({ group, onOpen }: { group: MonthGroup; onOpen: (item: TransactionItem) => void }) {
  const { t, i18n } = useTranslation('transactions');
  const headId = useId();
  const month = formatMonth(group.month, i18n.language);
  return (
    <section className="txn-group" aria-labelledby={headId} data-testid="txn-group" data-month={group.month}>
      <h2 className="txn-group__head" id={headId}>
        {month}
      </h2>
      <ul className="txn-group__list" aria-label={t('list.label', { month })}>
        {group.items.map((item) => (
          <li key={item.TRANSACTION_ID}>
            <TransactionRow item={item} onOpen={() => onOpen(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rows in the shape of the list while the first page loads (nothing jumps when it arrives). */
function ListSkeleton() {
  const { t } = useTranslation(['transactions', 'common']);
  return (
    <div className="txn-skeleton" aria-busy="true" aria-label={t('common:loading')}>
      <Skeleton.Title animated />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} animated className="txn-skeleton__row" />
      ))}
    </div>
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
  const { t, i18n } = useTranslation('transactions');
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

  if (today.error) {
    if (isCode(today.error, 'CREDIT_NO_ACCOUNT')) return <NoAccount message={today.error.ret_msg} />;
    return <ErrorState error={today.error} onRetry={() => void today.refetch()} />;
  }
  if (today.data === undefined) return <PageSkeleton />;
  const businessDate = today.data;

  const open = (item: TransactionItem) => {
    noteOpenedFromList(item.TRANSACTION_ID);
    nav.push(`${ROUTES.TRANSACTION_DETAIL}?${createSearchParams({ id: item.TRANSACTION_ID }).toString()}`);
  };

  let content;
  if (list.isPending) content = <ListSkeleton />;
  else if (list.error && !list.data) {
    content = isCode(list.error, 'CREDIT_NO_ACCOUNT') ? (
      <NoAccount message={list.error.ret_msg} />
    ) : (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} />
    );
  } else {
    const groups = groupByMonth(list.data?.pages.flatMap((page) => page.TRANSACTION_LIST) ?? []);
    content =
      groups.length === 0 ? (
        <Empty filter={filter} today={businessDate} onFilter={setFilter} />
      ) : (
        <div className="txn-groups" data-testid="txn-groups">
          {groups.map((group) => (
            <MonthSection key={group.month} group={group} onOpen={open} />
          ))}
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage({ throwOnError: true });
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <Button
                  className="txn-retry"
                  size="small"
                  fill="outline"
                  color="primary"
                  shape="rounded"
                  onClick={() => void retry()}
                >
                  {t('list.retry')}
                </Button>
              ) : hasMore ? (
                <span role="status" className="txn-more">
                  {t('list.loading')} <DotLoading />
                </span>
              ) : (
                <span className="txn-more" data-testid="txn-end">
                  {t('loadMore.end', { ns: 'common' })}
                </span>
              )
            }
          </InfiniteScroll>
        </div>
      );
  }

  return (
    <div ref={ref} className="txn" data-testid="txn-list-page" data-type={filter.type}>
      <FilterBar
        filter={filter}
        today={businessDate}
        onOpenPicker={() => setPicking(true)}
        onType={(type) => setFilter({ ...filter, type })}
      />
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([today.refetch(), list.refetch()]);
        }}
        pullingText={t('refresh.pull')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        <div className="txn-content">{content}</div>
      </PullToRefresh>
      <MonthYearPicker
        visible={picking}
        now={yearMonthOf(businessDate)}
        value={filter.period}
        lang={i18n.language}
        labels={{
          title: t('monthYear.title'),
          year: t('monthYear.year'),
          month: t('monthYear.month'),
          all: t('monthYear.all'),
          confirm: t('monthYear.confirm'),
        }}
        onConfirm={(period) => setFilter({ ...filter, period })}
        onClose={() => setPicking(false)}
        reset={
          filter.period
            ? { label: t('monthYear.reset'), onClick: () => setFilter({ ...filter, period: null }) }
            : undefined
        }
      />
    </div>
  );
}
