import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  BrandWallSchema,
  DealBrandListSchema,
  DealPageSchema,
  DealSchema,
  DealTypeListSchema,
  HotDealsSchema,
  PagingNumberSchema,
  PagingSizeSchema,
} from '../entities/deals';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import { SearchKeywordSchema } from '../rules/search';

const IdListSchema = z.array(TextSchema.check(z.maxLength(64))).check(z.maxLength(20));

/** Filters shared by the deals list and the search. */
const dealFilters = {
  dealTypes: z.optional(IdListSchema),
  /** latest: newest first; ending: ending soonest first. */
  sort: z.optional(z.enum(['latest', 'ending'])),
  confId: z.optional(TextSchema.check(z.maxLength(64))),
  brandMctIds: z.optional(IdListSchema),
};

export const dealsHome = defineEndpoint({
  method: 'POST',
  path: '/ams/hotdeals/query/home_deals',
  request: EmptyRequestSchema,
  response: HotDealsSchema,
  summary: 'Hot deals of the home page: deal types and the featured running deals',
  group: 'deals',
});

export const dealsList = defineEndpoint({
  method: 'POST',
  path: '/ams/hotdeals/query/list_deals',
  request: z.object({
    ...dealFilters,
    nums: z.optional(PagingSizeSchema),
    page: z.optional(PagingNumberSchema),
  }),
  response: DealPageSchema,
  summary: 'Running deals, filtered and paged (10 a page unless nums says otherwise)',
  group: 'deals',
});

export const dealsSearch = defineEndpoint({
  method: 'POST',
  path: '/ams/hotdeals/query/search_deals',
  request: z.object({
    ...dealFilters,
    /** Words of the deal's name, merchant, brand or type, all of them; absent: every deal. */
    keyword: z.optional(SearchKeywordSchema),
    nums: PagingSizeSchema,
    page: PagingNumberSchema,
  }),
  response: DealPageSchema,
  summary: 'Search running deals by keyword (deal, merchant or brand name); no match answers an empty list',
  group: 'deals',
});

export const dealsTypes = defineEndpoint({
  method: 'POST',
  path: '/ams/hotdeals/query/deals_type',
  request: EmptyRequestSchema,
  response: DealTypeListSchema,
  summary: 'Deal types',
  group: 'deals',
});

export const dealsBrands = defineEndpoint({
  method: 'POST',
  path: '/ams/hotdeals/query/deals_brand',
  request: EmptyRequestSchema,
  response: DealBrandListSchema,
  summary: 'Brands that have running deals',
  group: 'deals',
});

export const dealsDetail = defineEndpoint({
  method: 'POST',
  path: '/ams/hotdeals/query/deals_detail',
  request: z.object({ confId: TextSchema.check(z.minLength(1), z.maxLength(64)) }),
  response: DealSchema,
  summary: 'One deal',
  group: 'deals',
});

export const brandWall = defineEndpoint({
  method: 'POST',
  path: '/ams/brand/query/brand_wall',
  request: EmptyRequestSchema,
  response: BrandWallSchema,
  summary: 'Brand wall: tabs, sections, brand tiles and where they lead',
  group: 'deals',
});
