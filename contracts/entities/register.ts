import { z } from 'zod/mini';
import { MpcLevelSchema } from './account';
import { TextSchema, YesNoSchema } from './primitives';
import { SecurityTokenSchema } from './otp';
import { ours } from '../wire-origin';

/** Base account registration (spec section 3): mpcLevel, mpcUid, phone, mdcId, session. */
export const BaseAccountRegistrationSchema = z.object({
  mpcLevel: MpcLevelSchema,
  mpcUid: TextSchema,
  /** Masked (first 2 and last 4). */
  phone: TextSchema,
  mdcId: TextSchema,
  session: SecurityTokenSchema,
});
export type BaseAccountRegistration = z.infer<typeof BaseAccountRegistrationSchema>;

/** Answer of add/user_info (registration): the profile as the bank now holds it. */
export const UserInfoAddResultSchema = z.object({
  userId: TextSchema,
  name: TextSchema,
  email: TextSchema,
  emailVerified: YesNoSchema,
});

/** Answer of submit/turing_token (anti-bot check; not shown in the spec, so all ours: the client reads none). */
export const TuringResultSchema = z.object({
  pass: ours(YesNoSchema),
  riskLevel: ours(z.enum(['LOW', 'MEDIUM', 'HIGH'])),
});
