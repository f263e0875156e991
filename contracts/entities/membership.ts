import { z } from 'zod/mini';
import { AmountSchema, DateYmdSchema, TextSchema } from './primitives';

/** Level ids: 1 Starter, 2 Advanced, 3 Premium. */
export const MemberLevelIdSchema = z.enum(['1', '2', '3']);

export const MemberBenefitSchema = z.object({
  mbrRaiNo: TextSchema,
  legalRightName: TextSchema,
  legalRightSketch: TextSchema,
  legalRightDetail: z.string().check(z.maxLength(1024)),
});

export const MemberLevelSchema = z.object({
  mbrLevelId: MemberLevelIdSchema,
  mbrLevelName: TextSchema,
  accumStart: AmountSchema,
  /** -1 for the top level: no upper bound. */
  accumEnd: AmountSchema,
  allRaiConfList: z.array(MemberBenefitSchema),
});

/** Membership (spec section 3): the caller's level by accumulated points, and every level with its benefits. */
export const MembershipSchema = z.object({
  /** Upper bound of the current level; -1 at the top level. Points to the next level: accumEnd - accumSum + 1. */
  accumEnd: AmountSchema,
  accumSum: AmountSchema,
  mbrLevelName: TextSchema,
  curMbrLevelId: MemberLevelIdSchema,
  /** The level holds until this date. */
  mbrLevelValid: DateYmdSchema,
  allLevelList: z.array(MemberLevelSchema),
});
export type Membership = z.infer<typeof MembershipSchema>;
