import { z } from 'zod/mini';
import { TextSchema, TimestampSchema } from './primitives';
import { SecurityTokenSchema } from './otp';
import { assumed, ours } from '../wire-origin';

/** What a PIN or password operation is for (get/random_factor and validate carry it). */
export const PasswordSceneSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));

/** A PIN or password as sent: RSA-OAEP (SHA-256) ciphertext in base64, made with the factor's key. */
export const CipherTextSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(1024), z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

/**
 * Random factor (ecss_type 'rsa'): a one-use factor id and the RSA public key (SPKI, base64) the client
 * encrypts the PIN or password with (Web Crypto: importKey('spki', ..., { name: 'RSA-OAEP', hash: 'SHA-256' })).
 */
export const RandomFactorSchema = z.object({
  factor: SecurityTokenSchema,
  scene: PasswordSceneSchema,
  publicKey: assumed('randomFactorKey', z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/))),
  algorithm: assumed('randomFactorKey', z.literal('RSA-OAEP-256')),
  expire_time: TimestampSchema,
});
export type RandomFactor = z.infer<typeof RandomFactorSchema>;

/** Password validate (spec section 3): dayErrorCount, plus the session a later call accepts as proof. */
export const PasswordValidateResultSchema = z.object({
  dayErrorCount: z.string().check(z.regex(/^\d+$/)),
  session: SecurityTokenSchema,
  expire_time: TimestampSchema,
});

/** Password session check (spec section 3). */
export const PasswordSessionSchema = z.object({ session: SecurityTokenSchema });

/** Answer of set, reset, update and login/update. */
export const PasswordChangeResultSchema = z.object({
  /** '1': a PIN (or login password) is set. */
  passwordStatus: z.literal('1'),
  updateTime: ours(TimestampSchema),
});

/** ret_data of PIN_WRONG / PASSWORD_WRONG / PIN_LOCKED / PASSWORD_LOCKED. */
export const PasswordFailureDataSchema = z.object({
  dayErrorCount: z.string(),
  attemptsLeft: z.string(),
  lockedUntil: z.optional(TimestampSchema),
});

/** ret_data of the rule refusals (PIN_WEAK, PASSWORD_RULES...), shaped as BAD_REQUEST's. */
export const RuleIssuesSchema = z.object({
  issues: z.array(z.object({ path: TextSchema, message: TextSchema, rule: z.optional(TextSchema) })),
});
