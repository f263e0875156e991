import { z } from 'zod';
import { MpcLevelSchema } from './account';
import { RateSchema, TextSchema, TimestampSchema } from './primitives';
import { SecurityTokenSchema } from './otp';

/** Allo Prime upgrade succeeded: the new tier and the savings account it opened. */
export const HighAccountUpgradeResultSchema = z.object({
  status: z.literal('S'),
  mpcLevel: MpcLevelSchema,
  acctNo: TextSchema,
  /** Annual savings interest of Prime, two decimals. */
  interestRate: RateSchema,
  upgradeTime: TimestampSchema,
});

/** Middle account upgrade (spec section 3): session. */
export const MiddleAccountUpgradeResultSchema = z.object({ session: SecurityTokenSchema });
