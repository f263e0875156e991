import { daysBetween } from '../../../contracts/dates';
import type { Deal } from '../../../contracts/entities/deals';
import { ROUTES } from '../../shared/navigation/routes';

/** The deals list's filter, kept in its URL: ?type=D01&sort=ending&brandMctIds=BR123456. */
export interface DealFilter {
  type: string | null;
  sort: 'latest' | 'ending';
  brand: string | null;
}

/** The brand filter's name in the URL is the one the brand wall's routes use. */
export const BRAND_PARAM = 'brandMctIds';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function filterOfSearch(search: URLSearchParams): DealFilter {
  const type = search.get('type');
  const brand = search.get(BRAND_PARAM);
  return {
    type: type && ID.test(type) ? type : null,
    sort: search.get('sort') === 'ending' ? 'ending' : 'latest',
    brand: brand && ID.test(brand) ? brand : null,
  };
}

export function searchOfFilter(filter: DealFilter): Record<string, string> {
  return {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.sort === 'ending' ? { sort: 'ending' } : {}),
    ...(filter.brand ? { [BRAND_PARAM]: filter.brand } : {}),
  };
}

/** The list_deals / search_deals filters of a DealFilter. */
export function requestOfFilter(filter: DealFilter) {
  return {
    sort: filter.sort,
    ...(filter.type ? { dealTypes: [filter.type] } : {}),
    ...(filter.brand ? { brandMctIds: [filter.brand] } : {}),
  };
}

/** The next page of a paged answer ('1'-based), or undefined after the last. */
export function nextPageOf(answer: { page: string; pageAll: string }): string | undefined {
  const page = Number(answer.page);
  return page < Number(answer.pageAll) ? String(page + 1) : undefined;
}

/** When a deal runs, for its card and its status: ending today or within 3 days stands out. */
export type DealTiming =
  | { kind: 'upcoming'; date: string }
  | { kind: 'ended' }
  | { kind: 'ends-today' }
  | { kind: 'ends-soon'; days: number }
  | { kind: 'running'; date: string };

export function timingOf(
  deal: Pick<Deal, 'actState' | 'actBeginDate' | 'actEndDate'>,
  today: string,
): DealTiming {
  if (deal.actState === '0') return { kind: 'upcoming', date: deal.actBeginDate };
  if (deal.actState === '2') return { kind: 'ended' };
  const days = daysBetween(today, deal.actEndDate);
  if (days <= 0) return { kind: 'ends-today' };
  if (days <= 3) return { kind: 'ends-soon', days };
  return { kind: 'running', date: deal.actEndDate };
}

export const dealPath = (confId: string) => `${ROUTES.DEAL_DETAIL}?id=${encodeURIComponent(confId)}`;
export const dealSearchPath = (keyword: string) =>
  keyword ? `${ROUTES.DEAL_SEARCH}?q=${encodeURIComponent(keyword)}` : ROUTES.DEAL_SEARCH;
export const brandDealsPath = (brandMctId: string) =>
  `${ROUTES.DEALS}?${BRAND_PARAM}=${encodeURIComponent(brandMctId)}`;

/**
 * Where a brand wall tile leads: the bank's route when it is the deals list (the only screen a tile may
 * open), else the brand's deals list built here.
 */
export function brandRouteOf(route: string | undefined, brandMctId: string): string {
  if (route) {
    const url = new URL(route, 'http://app.local');
    const brand = url.searchParams.get(BRAND_PARAM);
    if (url.origin === 'http://app.local' && url.pathname === ROUTES.DEALS && brand && ID.test(brand)) {
      return brandDealsPath(brand);
    }
  }
  return brandDealsPath(brandMctId);
}
