import { z } from 'zod/mini';
import { mobileFromDigits } from './mobile-numbers';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** ISO 8601 with offset (the session clock, WIB): readable in the state dump. */
const IsoSchema = z.string().check(z.maxLength(40));
const DaySchema = z.string().check(z.regex(/^(\d{8})?$/));
const Token = z.string().check(z.maxLength(128));

const Hex = (bytes: number) => z.string().check(z.regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`)));

/**
 * A PIN or login password as the bank keeps it (decision 0032), never returned on the wire:
 * - `scrypt` (the server) or `pbkdf2-sha256` (the browser demo, Web Crypto): a slow key derivation with a random
 *   salt per secret and its cost, so a 6-digit PIN cannot be searched in seconds. Costs are bounded so a
 *   stored row cannot make a check run for minutes.
 * - `seeded`: the scenario's documented secret (SEEDED_PIN, SEEDED_LOGIN_PASSWORD), public by design: nothing
 *   to hash, so starting a session costs no key derivation.
 * - no `kdf`: sha256(salt + ':' + secret) of rows kept before decision 0032; still verified, and replaced by
 *   a slow hash the first time the right secret is entered.
 */
export const SecretHashSchema = z.union([
  z.object({
    kdf: z.literal('scrypt'),
    N: z.number().check(z.int(), z.gte(1024), z.lte(131_072)),
    r: z.number().check(z.int(), z.gte(1), z.lte(16)),
    p: z.number().check(z.int(), z.gte(1), z.lte(4)),
    salt: Hex(16),
    hash: Hex(32),
  }),
  z.object({
    kdf: z.literal('pbkdf2-sha256'),
    iterations: z.number().check(z.int(), z.gte(1000), z.lte(2_000_000)),
    salt: Hex(16),
    hash: Hex(32),
  }),
  z.object({ kdf: z.literal('seeded') }),
  z.strictObject({ salt: z.string().check(z.maxLength(64)), hash: Hex(32) }),
]);
export type SecretHash = z.infer<typeof SecretHashSchema>;
export type SlowSecretHash = Extract<SecretHash, { kdf: 'scrypt' | 'pbkdf2-sha256' }>;
export type LegacySecretHash = Extract<SecretHash, { salt: string; hash: string; kdf?: undefined }>;

/** One live one-time code (the last one sent replaces any earlier one). */
const PendingOtpSchema = z.object({
  /** Phone number (8...) or email address the code went to. */
  subject: z.string().check(z.maxLength(256)),
  /** usage_id, or the email bizType. */
  usage: z.string().check(z.maxLength(32)),
  channel: z.enum(['WHATSAPP', 'SMS', 'EMAIL']),
  sentAt: IsoSchema,
  expiresAt: IsoSchema,
  attemptsLeft: z.number().check(z.int(), z.gte(0), z.lte(3)),
  /** What the last entry of this code was answered (query/otp shows it to a screen opened later). */
  lastCheck: z.optional(z.object({ code: z.enum(['OTP_WRONG', 'OTP_SYSTEM_ERROR']), at: IsoSchema })),
});

/** The OTP bookkeeping of one destination kind (phone codes, email codes). */
export const OtpTrackSchema = z.object({
  current: z.nullable(PendingOtpSchema),
  lastSentAt: z.nullable(IsoSchema),
  /** Business date (YYYYMMDD, WIB) the send counter belongs to; a new day starts from 0. */
  day: DaySchema,
  sendsToday: z.number().check(z.int(), z.gte(0)),
  /** Wrong entries, newest last; those older than 30 minutes no longer count. */
  failures: z.array(IsoSchema).check(z.maxLength(20)),
  /** Business date (YYYYMMDD) the track is locked for (80430223); released at 00:00 WIB. */
  lockedDay: DaySchema,
});
export type OtpTrack = z.infer<typeof OtpTrackSchema>;

/** A proof handed out by a verification (OTP, email OTP, PIN validate, upgrade, registration). */
export const ProofSessionSchema = z.object({
  token: Token,
  kind: z.enum(['otp', 'uaotp', 'email', 'pin', 'upgrade', 'register', 'emailToken']),
  /** What was proven: the phone or email verified, the PIN scene... */
  subject: z.string().check(z.maxLength(256)),
  usage: z.string().check(z.maxLength(64)),
  expiresAt: IsoSchema,
  used: z.boolean(),
});
export type ProofSession = z.infer<typeof ProofSessionSchema>;

export const FactorSchema = z.object({
  factor: Token,
  scene: z.string().check(z.maxLength(32)),
  expiresAt: IsoSchema,
  used: z.boolean(),
});

export const SecurityStateSchema = z.object({
  /** Seed of every token the bank derives for this session (captcha keys and codes, sessions, factors). */
  seed: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  /**
   * The session's own secret key (random, 32 bytes hex), made on the first token the session derives: tokens,
   * factors, proof sessions and ledger digests are keyed with it, so no two sessions of a scenario share them.
   * Absent in seeds (a seed is shared by every session of its scenario).
   */
  key: z.optional(Hex(32)),
  /** How many tokens were derived so far. */
  counter: z.number().check(z.int(), z.gte(0)),
  /**
   * The contact details and tier as this area last set them (change/user_info, add/user_info, upgrades,
   * registration). Seeded from state.customer; the core should read these (see the report).
   */
  pin: z.nullable(SecretHashSchema),
  loginPassword: z.nullable(SecretHashSchema),
  /** Wrong PIN and login password entries of the business day (dayErrorCount); 5 lock until 00:00 WIB. */
  dayErrors: z.object({
    day: DaySchema,
    pin: z.number().check(z.int(), z.gte(0)),
    login: z.number().check(z.int(), z.gte(0)),
  }),
  otp: z.object({ phone: OtpTrackSchema, email: OtpTrackSchema }),
  captcha: z.nullable(
    z.object({
      key: Token,
      code: z.string().check(z.maxLength(8)),
      expiresAt: IsoSchema,
      verified: z.boolean(),
    }),
  ),
  sessions: z.array(ProofSessionSchema).check(z.maxLength(50)),
  factors: z.array(FactorSchema).check(z.maxLength(50)),
  /** The RSA key pair of ecss_type 'rsa', created on the first factor: SPKI base64 and PKCS#8 PEM. */
  rsa: z.nullable(
    z.object({
      publicKey: z.string().check(z.maxLength(1024)),
      privateKeyPem: z.string().check(z.maxLength(4096)),
    }),
  ),
  /** Emails registered with another phone number: refused for change/user_info and add/user_info. */
  takenEmails: z
    .array(z.object({ email: z.string().check(z.maxLength(256)), phone: z.string().check(z.maxLength(16)) }))
    .check(z.maxLength(50)),
  /** The Allo Prime upgrade, once done. */
  prime: z.nullable(z.object({ acctNo: z.string().check(z.maxLength(32)), upgradedAt: IsoSchema })),
  turing: z.nullable(z.object({ riskLevel: z.enum(['LOW', 'MEDIUM', 'HIGH']), at: IsoSchema })),
});
export type SecurityState = z.infer<typeof SecurityStateSchema>;

/**
 * Seeded secrets (documented magic values): a registered customer has PIN 135790 (a scenario sets
 * security.pin = null for none) and login password Allo@2026. Kept as `seeded` records (see SecretHashSchema).
 */
export const SEEDED_PIN = '135790';
export const SEEDED_LOGIN_PASSWORD = 'Allo@2026';
export const SEEDED_SECRET: SecretHash = { kdf: 'seeded' };
/** What rows kept before decision 0032 hold for the seeded secrets (one salt shared by every session). */
export const LEGACY_SEEDED_PIN_HASH: LegacySecretHash = {
  salt: 'seeded-pin-9f3a',
  hash: '69afda04ffb980c6d0d03ed57cbc0c11e86ebfcf8e1a7de743623b32aa18034c',
};
export const LEGACY_SEEDED_LOGIN_PASSWORD_HASH: LegacySecretHash = {
  salt: 'seeded-login-4c1e',
  hash: '3e71ff1ac66c0295acfc5a4047ecb8e79ae0f742063422fe63d62a609bcc6816',
};
/** Magic email: always registered with another phone number. */
export const TAKEN_EMAIL = 'terdaftar@contoh.co.id';

export function emptyOtpTrack(): OtpTrack {
  return { current: null, lastSentAt: null, day: '', sendsToday: 0, failures: [], lockedDay: '' };
}

export function createSecurityState(faker: Faker, context: SliceContext): SecurityState {
  const { customer } = context;
  const otherPhone = () => mobileFromDigits(faker.string.numeric(10));
  const takenEmails = [
    { email: TAKEN_EMAIL, phone: otherPhone() },
    ...Array.from({ length: 3 }, () => {
      const local =
        faker.person
          .firstName()
          .toLowerCase()
          .replace(/[^a-z]/g, '') || 'pengguna';
      return { email: `${local}${faker.string.numeric(3)}@contoh.co.id`, phone: otherPhone() };
    }),
  ].filter((entry) => entry.email !== customer.email.toLowerCase());
  return {
    seed: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
    counter: 0,
    pin: customer.registered ? SEEDED_SECRET : null,
    loginPassword: customer.registered ? SEEDED_SECRET : null,
    dayErrors: { day: '', pin: 0, login: 0 },
    otp: { phone: emptyOtpTrack(), email: emptyOtpTrack() },
    captcha: null,
    sessions: [],
    factors: [],
    rsa: null,
    takenEmails,
    prime:
      customer.mpcLevel === '3'
        ? { acctNo: '0567' + faker.string.numeric(10), upgradedAt: context.clockIso }
        : null,
    turing: null,
  };
}
