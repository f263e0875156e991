import { Button, DotLoading, InfiniteScroll, PullToRefresh, Selector, Skeleton } from 'antd-mobile';
import { CalendarOutline, DownOutline, HistogramOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import { getSystemTime } from '../../api';
import { formatMonth } from '../../shared/lib/dates';
import { yearMonthOf, type MonthYearSelection } from '../../shared/lib/month-year';
import { formatPoints } from '../../shared/lib/points';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { MonthYearPicker } from '../../shared/ui/month-year-picker';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { PointsRow } from './points-row';
import {
  POINT_CATEGORIES,
  filterOfSearch,
  groupByMonth,
  searchOfFilter,
  type HistoryFilter,
  type MonthGroup,
  type PointCategory,
} from './points-view';
import { usePointsBalance, usePointsHistory } from './use-points';
import './points.css';

/** The period in words: the whole history, a year, or a month ('September 2026'). */
function usePeriodLabel() {
  const { t, i18n } = useTranslation('points');
  return (period: MonthYearSelection | null) => {
    if (!period) return t('history.periodAll');
    if (period.month === 'all') return t('history.periodYear', { year: period.year });
    return formatMonth(`${period.year}${String(period.month).padStart(2, '0')}`, i18n.language);
  };
}

function MonthSection({ group }: { group: MonthGroup }) {
  const { t, i18n } = useTranslation('points');
  const headId = useId();
  const month = formatMonth(group.month, i18n.language);
  return (
    <section
      className="pt-group"
      aria-labelledby={headId}
      data-testid="points-group"
      data-month={group.month}
    >
      <h2 className="pt-group__head" id={headId}>
        {month}
      </h2>
      <ul className="pt-group__list" aria-label={t('history.monthLabel', { month })}>
        {group.entries.map((entry) => (
          <li key={entry.scoreId}>
            <PointsRow entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('points');
  return (
    <div className="pt-skeleton" aria-busy="true" aria-label={t('history.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} animated className="pt-skeleton__row" />
      ))}
    </div>
  );
}

/**
 * ROUTES.POINTS_HISTORY (?category=0..7&period=YYYY or YYYY-MM): the points history (point_detail), newest
 * first, grouped by month, page after page; category chips and the month-year picker filter it.
 */
export default function HistoryPage() {
  const { t, i18n } = useTranslation('points');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOfSearch(search);
  // point_bal first: the figure on top, and the bank's date (system_time) for the picker and the request.
  const balance = usePointsBalance();
  const today = balance.data ? getSystemTime() : undefined;
  const now = today ? yearMonthOf(today) : undefined;
  const history = usePointsHistory(filter, now);
  const [picking, setPicking] = useState(false);
  const periodLabel = usePeriodLabel();
  const chips = useRef<HTMLDivElement>(null);
  useBackOr(ROUTES.POINTS);
  // The chosen chip in view once the row is drawn (a link can open on any category).
  const drawn = now !== undefined;
  useEffect(() => {
    chips.current
      ?.querySelector('.adm-selector-item-active')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [filter.category, drawn]);

  const setFilter = (next: HistoryFilter) => {
    setPicking(false);
    setSearch(createSearchParams(searchOfFilter(next)), { replace: true });
  };

  if (balance.error) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
  if (!balance.data || !now) return <PageSkeleton />;

  let content;
  if (history.isPending) content = <ListSkeleton />;
  else if (history.error && !history.data) {
    content = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  } else {
    const groups = groupByMonth(history.data?.pages.flatMap((page) => page.list) ?? []);
    content =
      groups.length === 0 ? (
        <EmptyState
          testId="points-empty"
          icon={<HistogramOutline />}
          title={
            filter.category === '0'
              ? t('history.emptyTitle')
              : t('history.emptyCategoryTitle', { category: t(`category.${filter.category}`) })
          }
          body={
            filter.period
              ? t('history.emptyPeriodBody', { period: periodLabel(filter.period) })
              : t('history.emptyBody')
          }
          action={
            filter.category !== '0' || filter.period
              ? { label: t('history.showAll'), onClick: () => setFilter({ category: '0', period: null }) }
              : { label: t('history.toCoupons'), onClick: () => nav.push(ROUTES.COUPON_CENTRE) }
          }
        />
      ) : (
        <div className="pt-groups" data-testid="points-groups">
          {groups.map((group) => (
            <MonthSection key={group.month} group={group} />
          ))}
          <InfiniteScroll
            hasMore={history.hasNextPage}
            loadMore={async () => {
              await history.fetchNextPage({ throwOnError: true });
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <Button
                  className="pt-retry"
                  size="small"
                  fill="outline"
                  color="primary"
                  shape="rounded"
                  onClick={() => void retry()}
                >
                  {t('history.retry')}
                </Button>
              ) : hasMore ? (
                <span role="status" className="pt-more">
                  {t('history.loadingMore')} <DotLoading />
                </span>
              ) : (
                <span className="pt-more" data-testid="points-end">
                  {t('loadMore.end', { ns: 'common' })}
                </span>
              )
            }
          </InfiniteScroll>
        </div>
      );
  }

  const label = periodLabel(filter.period);
  return (
    <div className="pt-history" data-testid="points-history-page" data-category={filter.category}>
      <div className="pt-filters">
        <p className="pt-filters__balance" data-testid="points-history-available">
          {t('history.available', { points: formatPoints(balance.data.avlScoreAmount, i18n.language) })}
        </p>
        <button
          type="button"
          className="pt-period"
          aria-haspopup="dialog"
          aria-label={t('history.changePeriod', { period: label })}
          onClick={() => setPicking(true)}
          data-testid="points-period"
        >
          <CalendarOutline className="pt-period__icon" aria-hidden="true" />
          <span className="pt-period__label">{label}</span>
          <DownOutline className="pt-period__chevron" aria-hidden="true" />
        </button>
        {/* Focusable so the sideways-scrolling row can be scrolled from the keyboard. */}
        <div
          ref={chips}
          className="pt-chips-scroll"
          role="group"
          aria-label={t('history.categories')}
          tabIndex={0}
        >
          <Selector<PointCategory>
            className="pt-chips"
            options={POINT_CATEGORIES.map((category) => ({
              label: t(`category.${category}`),
              value: category,
            }))}
            value={[filter.category]}
            onChange={(values) => {
              const category = values[0];
              if (category !== undefined) setFilter({ ...filter, category });
            }}
          />
        </div>
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([balance.refetch(), history.refetch()]);
        }}
        pullingText={t('refresh.pull')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        <div className="pt-content">{content}</div>
      </PullToRefresh>
      <MonthYearPicker
        visible={picking}
        now={now}
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
