import type { Deal } from '../../contracts/entities/deals';
import type { BankState } from '../../scenarios';
import { BRAND_SUBTYPES, DEAL_TYPES, type DealRecord } from '../state/content';
import { toBusinessDate } from '../core/clock';
import { BankError, type HandlerMap } from '../core/handler';
import { imageOf } from './content-images';
import { byKey, pageOf } from './wallet-paging';

const DEFAULT_PAGE_SIZE = 10;
const HOME_DEALS = 6;

/** 0 not started, 1 running, 2 ended, on the session clock. */
function actState(deal: DealRecord, today: string): Deal['actState'] {
  if (today < deal.actBeginDate) return '0';
  return today > deal.actEndDate ? '2' : '1';
}

function dealView(deal: DealRecord, state: BankState, today: string): Deal {
  const brand = state.content.brands.find((b) => b.brandMctId === deal.brandMctId);
  return {
    confId: deal.confId,
    mctId: deal.mctId,
    mctName: deal.mctName,
    actName: deal.actName,
    brandMctId: deal.brandMctId,
    brandMctName: brand?.brandMctName ?? '',
    typeId: deal.typeId,
    typeName: DEAL_TYPES.find((t) => t.typeId === deal.typeId)?.typeName ?? '',
    salePic: imageOf(deal.actName, deal.color, 686, 320),
    saleDesc: deal.saleDesc,
    actUrl: `/deals/${deal.confId}`,
    actState: actState(deal, today),
    aprvState: deal.aprvState,
    actBeginDate: deal.actBeginDate,
    actEndDate: deal.actEndDate,
  };
}

/** Approved deals running today, as the wire shows them. */
function runningDeals(state: BankState, now: number): Deal[] {
  const today = toBusinessDate(now);
  return state.content.deals
    .filter((d) => d.aprvState === '1' && actState(d, today) === '1')
    .map((d) => dealView(d, state, today));
}

interface DealQuery {
  dealTypes?: string[] | undefined;
  sort?: 'latest' | 'ending' | undefined;
  confId?: string | undefined;
  brandMctIds?: string[] | undefined;
  keyword?: string | undefined;
  nums?: string | undefined;
  page?: string | undefined;
}

function queryDeals(request: DealQuery, state: BankState, now: number) {
  const keyword = request.keyword?.trim().toLowerCase() ?? '';
  const deals = runningDeals(state, now)
    .filter((d) => !request.dealTypes?.length || request.dealTypes.includes(d.typeId))
    .filter((d) => !request.brandMctIds?.length || request.brandMctIds.includes(d.brandMctId))
    .filter((d) => !request.confId || d.confId === request.confId)
    .filter(
      (d) =>
        !keyword ||
        `${d.actName} ${d.mctName} ${d.brandMctName} ${d.typeName}`.toLowerCase().includes(keyword),
    )
    .sort(
      request.sort === 'ending'
        ? byKey(
            (d) => d.actEndDate,
            (d) => d.confId,
          )
        : byKey(
            (d) => d.actBeginDate,
            (d) => d.confId,
            true,
          ),
    );
  return pageOf(deals, Number(request.page ?? '1'), Number(request.nums ?? DEFAULT_PAGE_SIZE));
}

function brandLogo(brand: BankState['content']['brands'][number]) {
  return imageOf(brand.brandMctName, brand.color, 160, 160);
}

export const dealHandlers: HandlerMap = {
  dealsHome: (_request, { state, now }) => {
    const featured = new Set(state.content.deals.filter((d) => d.featured).map((d) => d.confId));
    return {
      types: [...DEAL_TYPES],
      confList: runningDeals(state, now)
        .filter((d) => featured.has(d.confId))
        .sort(
          byKey(
            (d) => d.actEndDate,
            (d) => d.confId,
          ),
        )
        .slice(0, HOME_DEALS),
    };
  },

  dealsList: (request, { state, now }) => queryDeals(request, state, now),

  dealsSearch: (request, ctx) => {
    const page = queryDeals(request, ctx.state, ctx.now);
    if (page.total === '0') ctx.note('deals-search:no-result');
    return page;
  },

  dealsTypes: () => ({ types: [...DEAL_TYPES] }),

  dealsBrands: (_request, { state, now }) => {
    const running = new Set(runningDeals(state, now).map((d) => d.brandMctId));
    return {
      brands: state.content.brands
        .filter((b) => running.has(b.brandMctId))
        .sort(
          byKey(
            (b) => b.brandMctName,
            (b) => b.brandMctId,
          ),
        )
        .map((b) => ({ brandMctId: b.brandMctId, brandMctName: b.brandMctName, logo: brandLogo(b) })),
    };
  },

  dealsDetail: (request, { state, now }) => {
    const deal = state.content.deals.find((d) => d.confId === request.confId && d.aprvState === '1');
    if (!deal) throw new BankError('CONTENT_DEAL_NOT_FOUND', { confId: request.confId });
    return dealView(deal, state, toBusinessDate(now));
  },

  brandWall: (_request, { state }) => {
    const { brands } = state.content;
    const types = DEAL_TYPES.filter((t) => brands.some((b) => b.typeId === t.typeId));
    return {
      types,
      subtypes: types.flatMap((t) =>
        BRAND_SUBTYPES.filter((s) => brands.some((b) => b.subtypeId === `${t.typeId}-${s.suffix}`)).map(
          (s) => ({
            subtypeId: `${t.typeId}-${s.suffix}`,
            subtypeName: s.subtypeName,
            typeId: t.typeId,
          }),
        ),
      ),
      titles: brands.map((b) => ({
        brandMctId: b.brandMctId,
        title: b.brandMctName,
        logo: brandLogo(b),
        typeId: b.typeId,
        subtypeId: b.subtypeId,
      })),
      routes: brands.map((b) => ({ brandMctId: b.brandMctId, route: `/deals?brandMctIds=${b.brandMctId}` })),
    };
  },
};
