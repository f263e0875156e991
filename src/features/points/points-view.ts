import type { ResponseOf } from '../../../contracts/endpoint';
import type { endpoints } from './endpoints';
import {
  FIRST_YEAR,
  parseSelection,
  rangeOf,
  selectionKey,
  type MonthYearSelection,
  type YearMonth,
} from '../../shared/lib/month-year';

export type PointsEntry = ResponseOf<typeof endpoints.pointsDetail>['list'][number];

/** point_detail categories (0 all to 7 held), in the order of the filter chips. */
export const POINT_CATEGORIES = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

/** Entries a page of the history (the bank allows 1 to 50). */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilter {
  category: PointCategory;
  /** A month or a year of the month-year picker; null: the whole history since 2021. */
  period: MonthYearSelection | null;
}

/** The filter of the history's URL: ?category=0..7&period=YYYY or YYYY-MM. */
export function filterOfSearch(search: URLSearchParams): HistoryFilter {
  const raw = search.get('category');
  const category = POINT_CATEGORIES.find((c) => c === raw) ?? '0';
  return { category, period: parseSelection(search.get('period')) };
}

export function searchOfFilter(filter: HistoryFilter): Record<string, string> {
  return {
    ...(filter.category !== '0' ? { category: filter.category } : {}),
    ...(filter.period ? { period: selectionKey(filter.period) } : {}),
  };
}

/** The point_detail request of a page: newest first, in the period (the whole history by default). */
export function historyRequest(filter: HistoryFilter, now: YearMonth, page: number) {
  const range = filter.period
    ? rangeOf(filter.period)
    : {
        startDate: rangeOf({ year: Math.min(FIRST_YEAR, now.year), month: 1 }).startDate,
        endDate: rangeOf({ year: now.year, month: 12 }).endDate,
      };
  return {
    begingTime: range.startDate,
    endTime: range.endDate,
    legalRightType: '' as const,
    category: filter.category,
    sortMode: '0' as const,
    nums: String(HISTORY_PAGE_SIZE),
    page: String(page),
  };
}

/** The next page number while the bank has more (pageAll counts the pages). */
export function nextPageOf(last: { page: string; pageAll: string }): number | undefined {
  const page = Number(last.page);
  return page < Number(last.pageAll) ? page + 1 : undefined;
}

export interface MonthGroup {
  /** YYYYMM. */
  month: string;
  entries: PointsEntry[];
}

/** Entries (newest first) under their month, in the order they came. */
export function groupByMonth(entries: readonly PointsEntry[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const entry of entries) {
    const month = entry.transTime.slice(0, 6);
    const last = groups.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else groups.push({ month, entries: [entry] });
  }
  return groups;
}

/** How an entry's figure reads: earned points green with a plus, the rest as they are. */
export function toneOf(entry: Pick<PointsEntry, 'scoreAmount' | 'category'>): 'earned' | 'spent' | 'held' {
  if (entry.category === '7') return 'held';
  return Number(entry.scoreAmount) > 0 ? 'earned' : 'spent';
}
