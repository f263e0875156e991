import { z } from 'zod/mini';
import { MpcLevelSchema } from './account';
import { RateSchema, TextSchema, TimestampSchema } from './primitives';
import { SecurityTokenSchema } from './otp';
import { ours } from '../wire-origin';

/** Annual savings interest of Allo Prime (spec sections 1 and 9: 5% a year), two decimals. */
export const PRIME_ANNUAL_INTEREST_RATE = '5.00';

/** Allo Prime upgrade succeeded: the new tier and the savings account it opened. */
export const HighAccountUpgradeResultSchema = z.object({
  status: z.literal('S'),
  mpcLevel: MpcLevelSchema,
  acctNo: TextSchema,
  /** Annual savings interest of Prime, two decimals (ours: the spec's 5% stands in, PRIME_ANNUAL_INTEREST_RATE). */
  interestRate: ours(RateSchema),
  upgradeTime: ours(TimestampSchema),
});

/**
 * ret_data of an upgrade refused with "data validation failed, try later" while the bank's validation is
 * out: when it is expected back (yyyymmddhhmmss). Absent when the bank gives no time.
 */
export const UpgradeRefusalDataSchema = z.object({ retryAfter: z.optional(TimestampSchema) });
export type UpgradeRefusalData = z.infer<typeof UpgradeRefusalDataSchema>;

/** Middle account upgrade (spec section 3): session. */
export const MiddleAccountUpgradeResultSchema = z.object({ session: SecurityTokenSchema });
