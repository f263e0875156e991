import { z } from 'zod/mini';
import { pagedListOf } from './deals';
import { assumed } from '../wire-origin';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, enumWithout } from './primitives';

/** Points balance (spec section 3), with yesterday's earned points for the home page (the key assumed). */
export const PointsBalanceSchema = z.object({
  allScoreAmount: AmountSchema,
  avlScoreAmount: AmountSchema,
  freezeScoreAmount: AmountSchema,
  /** Points that expire at the end of today, i.e. are gone tomorrow. */
  nextDayExpScore: AmountSchema,
  yesterdayEarnScore: assumed('yesterdayPoints', AmountSchema),
});

/**
 * Points history categories (point_detail `category`): 0 all, 1 earned on a transaction, 2 campaign bonus,
 * 3 membership reward, 4 redeemed in a payment, 5 expired, 6 returned (a refund gives redeemed points back),
 * 7 frozen (held for a processing order).
 */
export const PointsCategorySchema = z.enum(['0', '1', '2', '3', '4', '5', '6', '7']);
/** Where points came from or went to: ALLO_PAY, PAY_LATER, MEMBERSHIP, CAMPAIGN. */
export const LegalRightTypeSchema = z.enum(['ALLO_PAY', 'PAY_LATER', 'MEMBERSHIP', 'CAMPAIGN']);

/** One entry of the points history; its keys are assumed but for the request's own category and source. */
export const PointsEntrySchema = z.object({
  scoreId: assumed('pointsHistory', TextSchema),
  category: enumWithout(PointsCategorySchema, ['0']),
  legalRightType: LegalRightTypeSchema,
  /** Signed: earned points positive, redeemed, expired and frozen points negative. */
  scoreAmount: assumed('pointsHistory', AmountSchema),
  transTime: assumed('pointsHistory', TimestampSchema),
  /** When earned points expire (5 years); empty for other entries. */
  expDate: assumed('pointsHistory', z.union([DateYmdSchema, z.literal('')])),
  remark: assumed('pointsHistory', TextSchema),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const PointsDetailPageSchema = pagedListOf(PointsEntrySchema);
