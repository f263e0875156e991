import type { Lang } from '../../../contracts';
import type { Deal } from '../../../contracts/entities/deals';
import type { BankState } from '../../model/bank-state';
import { BRAND_SUBTYPE_SUFFIXES, type BrandRecord, type DealRecord } from '../../model/content';
import { toBusinessDate } from '../../kernel/clock';
import { BankError, type HandlerMap } from '../../kernel/handler';
import { dealImageOf, logoOf } from './content-images';
import { BRAND_SUBTYPE_NAMES, DEAL_TYPE_NAMES, dealTexts, dealTypes } from './content-texts';
import { byKey, pageOf } from '../common/paging';

const DEFAULT_PAGE_SIZE = 10;
const HOME_DEALS = 6;

/** 0 not started, 1 running, 2 ended, on the session clock. */
function actState(deal: DealRecord, today: string): Deal['actState'] {
  if (today < deal.actBeginDate) return '0';
  return today > deal.actEndDate ? '2' : '1';
}

/** The app route of one deal (the client's DEAL_DETAIL with ?id=). */
export const dealPath = (confId: string) => `/deals/detail?id=${confId}`;

function dealView(deal: DealRecord, state: BankState, today: string, lang: Lang): Deal {
  const brand = state.content.brands.find((b) => b.brandMctId === deal.brandMctId);
  const texts = dealTexts(deal, brand, lang);
  return {
    confId: deal.confId,
    mctId: deal.mctId,
    mctName: texts.mctName,
    actName: texts.actName,
    brandMctId: deal.brandMctId,
    brandMctName: brand?.brandMctName ?? '',
    typeId: deal.typeId,
    typeName: DEAL_TYPE_NAMES[deal.typeId][lang],
    salePic: dealImageOf(deal, brand && { name: brand.brandMctName, colour: brand.color }, lang),
    saleDesc: texts.saleDesc,
    actUrl: dealPath(deal.confId),
    actState: actState(deal, today),
    aprvState: deal.aprvState,
    actBeginDate: deal.actBeginDate,
    actEndDate: deal.actEndDate,
  };
}

/** Approved deals running today, as the wire shows them in the caller's language. */
function runningDeals(state: BankState, now: number, lang: Lang): Deal[] {
  const today = toBusinessDate(now);
  return state.content.deals
    .filter((d) => d.aprvState === '1' && actState(d, today) === '1')
    .map((d) => dealView(d, state, today, lang));
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

/** The words of the keyword must all appear in the deal's name, merchant, brand or type (any order). */
function matches(deal: Deal, words: string[]): boolean {
  const text = `${deal.actName} ${deal.mctName} ${deal.brandMctName} ${deal.typeName}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

function queryDeals(request: DealQuery, state: BankState, now: number, lang: Lang) {
  const words = (request.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const deals = runningDeals(state, now, lang)
    .filter((d) => !request.dealTypes?.length || request.dealTypes.includes(d.typeId))
    .filter((d) => !request.brandMctIds?.length || request.brandMctIds.includes(d.brandMctId))
    .filter((d) => !request.confId || d.confId === request.confId)
    .filter((d) => matches(d, words))
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

function brandLogo(brand: BrandRecord) {
  return logoOf(brand);
}

export const dealHandlers: HandlerMap = {
  dealsHome: (_request, { state, now, lang }) => {
    const featured = new Set(state.content.deals.filter((d) => d.featured).map((d) => d.confId));
    return {
      types: dealTypes(lang),
      confList: runningDeals(state, now, lang)
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

  dealsList: (request, { state, now, lang }) => queryDeals(request, state, now, lang),

  dealsSearch: (request, ctx) => {
    const page = queryDeals(request, ctx.state, ctx.now, ctx.lang);
    if (page.total === '0') ctx.note('deals-search:no-result');
    return page;
  },

  dealsTypes: (_request, { lang }) => ({ types: dealTypes(lang) }),

  dealsBrands: (_request, { state, now, lang }) => {
    const running = new Set(runningDeals(state, now, lang).map((d) => d.brandMctId));
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

  dealsDetail: (request, { state, now, lang }) => {
    const deal = state.content.deals.find((d) => d.confId === request.confId && d.aprvState === '1');
    if (!deal) throw new BankError('CONTENT_DEAL_NOT_FOUND', { confId: request.confId });
    return dealView(deal, state, toBusinessDate(now), lang);
  },

  brandWall: (_request, { state, lang }) => {
    const { brands } = state.content;
    const types = dealTypes(lang).filter((t) => brands.some((b) => b.typeId === t.typeId));
    return {
      types,
      subtypes: types.flatMap((t) =>
        BRAND_SUBTYPE_SUFFIXES.filter((suffix) =>
          brands.some((b) => b.subtypeId === `${t.typeId}-${suffix}`),
        ).map((suffix) => ({
          subtypeId: `${t.typeId}-${suffix}`,
          subtypeName: BRAND_SUBTYPE_NAMES[suffix][lang],
          typeId: t.typeId,
        })),
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
