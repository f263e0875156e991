import { z } from 'zod/mini';
import { assumed, ours } from '../wire-origin';
import { AmountSchema, DateYmdSchema, TextSchema } from './primitives';

// ---- Paging: the spec's "Deal paging" (nums, total, pageAll, page, list), used by every list of the area ----

/** A page number as a string, from 1. */
export const PagingNumberSchema = z.string().check(z.regex(/^[1-9]\d{0,4}$/));
/** A page size as a string, 1 to 50. */
export const PagingSizeSchema = z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/));

export function pagedListOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    /** Page size. */
    nums: AmountSchema,
    total: AmountSchema,
    pageAll: AmountSchema,
    page: AmountSchema,
    list: z.array(item),
  });
}

// ---- Deals (spec section 3) ----

export const DealTypeSchema = z.object({ typeId: TextSchema, typeName: TextSchema });

/**
 * actState: 0 not started, 1 running, 2 ended (by actBeginDate and actEndDate on the session clock).
 * aprvState: 1 approved (only approved deals are shown).
 */
export const DealSchema = z.object({
  /** The deal's id as deals_detail takes it. */
  confId: assumed('dealConfId', TextSchema),
  mctId: TextSchema,
  mctName: TextSchema,
  actName: TextSchema,
  brandMctId: TextSchema,
  brandMctName: TextSchema,
  typeId: TextSchema,
  typeName: TextSchema,
  salePic: z.string().check(z.maxLength(4096)),
  saleDesc: TextSchema,
  actUrl: TextSchema,
  actState: z.enum(['0', '1', '2']),
  aprvState: z.enum(['0', '1']),
  actBeginDate: DateYmdSchema,
  actEndDate: DateYmdSchema,
});
export type Deal = z.infer<typeof DealSchema>;

export const DealPageSchema = pagedListOf(DealSchema);

/** Hot deals on the home page: the deal types and the configured (featured) deals. */
export const HotDealsSchema = z.object({
  types: z.array(DealTypeSchema),
  confList: assumed('hotDealsConf', z.array(DealSchema)),
});

export const DealTypeListSchema = z.object({ types: z.array(DealTypeSchema) });

/** A brand's mark: ours; without it the client draws the brand's initials. */
const LogoSchema = z.string().check(z.maxLength(4096));

export const DealBrandSchema = z.object({
  brandMctId: TextSchema,
  brandMctName: TextSchema,
  logo: ours(LogoSchema),
});
export const DealBrandListSchema = z.object({ brands: assumed('dealBrands', z.array(DealBrandSchema)) });

// ---- Brand wall (spec section 3: types, subtypes, titles, routes) ----

export const BrandWallSchema = z.object({
  /** Tabs: the deal types that have brands. */
  types: z.array(DealTypeSchema),
  /** Sections inside a tab. */
  subtypes: z.array(
    z.object({
      subtypeId: assumed('brandWallKeys', TextSchema),
      subtypeName: assumed('brandWallKeys', TextSchema),
      typeId: TextSchema,
    }),
  ),
  /** The tiles: one brand each. */
  titles: z.array(
    z.object({
      brandMctId: TextSchema,
      title: TextSchema,
      logo: ours(LogoSchema),
      typeId: TextSchema,
      subtypeId: assumed('brandWallKeys', TextSchema),
    }),
  ),
  /** Where each tile leads: an app route (the brand's deals). */
  routes: z.array(z.object({ brandMctId: TextSchema, route: TextSchema })),
});
