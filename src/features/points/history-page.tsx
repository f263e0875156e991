import { HistogramOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
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
import { ChipRow } from '../../shared/ui/chip-row';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { MonthGroup, RowsSkeleton } from '../../shared/ui/month-group';
import { PagedList } from '../../shared/ui/paged-list';
import { PeriodButton, PeriodPicker } from '../../shared/ui/period-filter';
import { PointsRow } from './points-row';
import {
  POINT_CATEGORIES,
  filterOfSearch,
  groupByMonth,
  searchOfFilter,
  type HistoryFilter,
  type MonthGroup as PointsMonth,
  type PointCategory,
} from './points-view';
import { usePointsBalance, usePointsHistory } from './use-points';
import { known, QueryFrame } from '../../shared/ui/query-frame';
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

function MonthSection({ group }: { group: PointsMonth }) {
  const { t, i18n } = useTranslation('points');
  const month = formatMonth(group.month, i18n.language);
  return (
    <MonthGroup
      month={month}
      code={group.month}
      listLabel={t('history.monthLabel', { month })}
      testId="points-group"
    >
      {group.entries.map((entry) => (
        <li key={entry.scoreId}>
          <PointsRow entry={entry} />
        </li>
      ))}
    </MonthGroup>
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

  return (
    <QueryFrame queries={[balance, known(now)]}>
      {([points, month]) => {
        const empty = (
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
        );

        const label = periodLabel(filter.period);
        return (
          <div className="list-page" data-testid="points-history-page" data-category={filter.category}>
            <div className="list-filters">
              <p className="pt-filters__balance" data-testid="points-history-available">
                {t('history.available', { points: formatPoints(points.avlScoreAmount, i18n.language) })}
              </p>
              <PeriodButton
                label={label}
                name={t('history.changePeriod', { period: label })}
                onOpen={() => setPicking(true)}
                testId="points-period"
              />
              <ChipRow<PointCategory>
                scrollRef={chips}
                label={t('history.categories')}
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
            <ListRefresh ns="points" onRefresh={() => Promise.all([balance.refetch(), history.refetch()])}>
              <div className="pt-content">
                <PagedList
                  query={history}
                  itemsOf={(page) => page.list}
                  skeleton={<RowsSkeleton label={t('history.loading')} />}
                  empty={empty}
                  loading={t('history.loadingMore')}
                  retry={t('history.retry')}
                  endTestId="points-end"
                  list={{ testId: 'points-groups' }}
                >
                  {(entries) =>
                    groupByMonth(entries).map((group) => <MonthSection key={group.month} group={group} />)
                  }
                </PagedList>
              </div>
            </ListRefresh>
            <PeriodPicker
              ns="points"
              visible={picking}
              now={month}
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
