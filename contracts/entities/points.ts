import { z } from 'zod/mini';
import { pagedListOf } from './deals';
import { AmountSchema, DateYmdSchema, TextSchema, TimestampSchema, enumWithout } from './primitives';

/** Points balance (spec section 3), with yesterday's earned points for the home page (not in the spec). */
export const PointsBalanceSchema = z.object({
  allScoreAmount: AmountSchema,
  avlScoreAmount: AmountSchema,
  freezeScoreAmount: AmountSchema,
  /** Points that expire at the end of today, i.e. are gone tomorrow. */
  nextDayExpScore: AmountSchema,
  yesterdayEarnScore: AmountSchema,
});

/**
 * Points history categories (point_detail `category`): 0 all, 1 earned on a transaction, 2 campaign bonus,
 * 3 membership reward, 4 redeemed in a payment, 5 expired, 6 returned (a refund gives redeemed points back),
 * 7 frozen (held for a processing order).
 */
export const PointsCategorySchema = z.enum(['0', '1', '2', '3', '4', '5', '6', '7']);
/** Where points came from or went to: ALLO_PAY, PAY_LATER, MEMBERSHIP, CAMPAIGN. */
export const LegalRightTypeSchema = z.enum(['ALLO_PAY', 'PAY_LATER', 'MEMBERSHIP', 'CAMPAIGN']);

export const PointsEntrySchema = z.object({
  scoreId: TextSchema,
  category: enumWithout(PointsCategorySchema, ['0']),
  legalRightType: LegalRightTypeSchema,
  /** Signed: earned points positive, redeemed, expired and frozen points negative. */
  scoreAmount: AmountSchema,
  transTime: TimestampSchema,
  /** When earned points expire (5 years); empty for other entries. */
  expDate: z.union([DateYmdSchema, z.literal('')]),
  remark: TextSchema,
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const PointsDetailPageSchema = pagedListOf(PointsEntrySchema);
