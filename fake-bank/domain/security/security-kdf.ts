import { scryptAsync } from '@noble/hashes/scrypt';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { NewPasswordSchema, PinSchema } from '../../../contracts';
import {
  SEEDED_LOGIN_PASSWORD,
  SEEDED_PIN,
  type SecretHash,
  type SecurityState,
  type SlowSecretHash,
} from '../../model/security';
import { sha256Hex } from './security-crypto';
import { NO_SECRETS, type PreparedSecrets } from '../../kernel/handler';

/**
 * PINs and login passwords through a slow key derivation (decision 0032), without Node in the core: the
 * server derives with scrypt (Node's, registered by the server with `useKdf`), the browser demo with Web
 * Crypto's PBKDF2. Both are asynchronous and handlers are not (decision 0022), so the derivations are made
 * at the edge, before the handler runs, as sealed values are opened there: for each opened plain text, the
 * derivation under each stored record it could be (`prepareSecrets`), and a new record when it could be
 * stored. Handlers then only compare (`secretMatches`) and take the new record (`newSecretRecord`).
 */

export type KdfParams =
  { kdf: 'scrypt'; N: number; r: number; p: number } | { kdf: 'pbkdf2-sha256'; iterations: number };

/**
 * The costs of new records. scrypt N=2^14, r=8 (16 MiB, ~50 ms a derivation on one core); PBKDF2-SHA256
 * 600,000 iterations (OWASP's figure). Decision 0032 has the brute-force figures.
 */
export const KDF_COST = {
  scrypt: { kdf: 'scrypt', N: 16_384, r: 8, p: 1 },
  pbkdf2: { kdf: 'pbkdf2-sha256', iterations: 600_000 },
} as const satisfies Record<string, KdfParams>;

/** The lowest costs the schema accepts: what unit tests use (rsa-keys.setup.ts), never a running bank. */
export const TEST_KDF_COST = {
  scrypt: { kdf: 'scrypt', N: 1024, r: 8, p: 1 },
  pbkdf2: { kdf: 'pbkdf2-sha256', iterations: 1000 },
} as const satisfies Record<string, KdfParams>;

export type ScryptFn = (
  secret: Uint8Array,
  salt: Uint8Array,
  params: { N: number; r: number; p: number },
) => Promise<Uint8Array>;

interface KdfPlatform {
  /** The platform's scrypt (Node's runs off the event loop); else @noble/hashes' (pure JavaScript). */
  scrypt?: ScryptFn;
  /** What new records use: scrypt on the server, PBKDF2 (Web Crypto) in the browser demo. */
  prefer: 'scrypt' | 'pbkdf2';
  cost: { scrypt: KdfParams; pbkdf2: KdfParams };
}

let platform: KdfPlatform = { prefer: 'pbkdf2', cost: KDF_COST };

/**
 * The server registers Node's scrypt; without it (the browser demo, or `undefined`) new records use Web
 * Crypto's PBKDF2, and a scrypt record still verifies with @noble/hashes.
 */
export function useKdf(scrypt: ScryptFn | undefined): void {
  platform = { ...platform, scrypt, prefer: scrypt ? 'scrypt' : 'pbkdf2' };
}

/** Unit tests lower the cost of new records (records keep their own cost, so any record still verifies). */
export function useKdfCost(cost: KdfPlatform['cost']): void {
  platform = { ...platform, cost };
}

export function newRecordParams(): KdfParams {
  return platform.cost[platform.prefer];
}

export function randomSaltHex(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
}

const noble: ScryptFn = (secret, salt, { N, r, p }) => scryptAsync(secret, salt, { N, r, p, dkLen: 32 });

async function pbkdf2(secret: Uint8Array, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** The derived key (32 bytes, hex) of a secret under a record's parameters and salt. */
export async function deriveHex(params: KdfParams, saltHex: string, secret: string): Promise<string> {
  const salt = hexToBytes(saltHex);
  const bytes = utf8ToBytes(secret);
  const out =
    params.kdf === 'scrypt'
      ? await (platform.scrypt ?? noble)(bytes, salt, params)
      : await pbkdf2(bytes, salt, params.iterations);
  return bytesToHex(out);
}

export type Secret = 'pin' | 'login';
type StoredSecrets = Pick<SecurityState, 'pin' | 'loginPassword'>;

export function isSlow(record: SecretHash): record is SlowSecretHash {
  return 'kdf' in record && record.kdf !== 'seeded';
}

const paramsOf = (record: SlowSecretHash): KdfParams =>
  record.kdf === 'scrypt'
    ? { kdf: 'scrypt', N: record.N, r: record.r, p: record.p }
    : { kdf: 'pbkdf2-sha256', iterations: record.iterations };

/** A PIN is six digits; a login password at least eight characters: a plain text is checked only where it fits. */
function storedFor(stored: StoredSecrets, plain: string): { which: Secret; record: SecretHash | null } {
  return /^\d{6}$/.test(plain)
    ? { which: 'pin', record: stored.pin }
    : { which: 'login', record: stored.loginPassword };
}

/** Compares without an early exit, so the time taken does not tell how much matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const SEEDED: Record<Secret, string> = { pin: SEEDED_PIN, login: SEEDED_LOGIN_PASSWORD };

/**
 * Whether `plain` is the secret `record` keeps. Slow records are looked up in the prepared derivations:
 * a plain text the edge did not derive (a record changed in between) is a bank error, never a wrong PIN.
 */
export function secretMatches(
  prepared: PreparedSecrets,
  which: Secret,
  record: SecretHash,
  plain: string,
): boolean {
  if (!('kdf' in record)) return sameText(sha256Hex(`${record.salt}:${plain}`), record.hash);
  if (record.kdf === 'seeded') return sameText(plain, SEEDED[which]);
  const derived = prepared.derived.get(`${record.salt}:${plain}`);
  if (derived === undefined) throw new Error('Secret not derived before the call: retry');
  return sameText(derived, record.hash);
}

/** The new record made at the edge for `plain`; absent only if the edge found no reason to make one. */
export function preparedRecord(prepared: PreparedSecrets, plain: string): SlowSecretHash | undefined {
  return prepared.fresh.get(plain);
}

interface Job {
  params: KdfParams;
  salt: string;
  plain: string;
}

const couldBeStored = (plain: string) =>
  PinSchema.safeParse(plain).success || NewPasswordSchema.safeParse(plain).success;

/**
 * The two rounds of work for a call's opened plain texts: first each one under the stored record it could
 * be; then a new record for each that could be stored (a valid new PIN or password that is not the stored
 * one) or that matched an old SHA-256 record (replaced by a slow one on the spot).
 */
function plan(stored: StoredSecrets, opened: readonly string[]) {
  // Longer texts are refused unread (openSecret), so they cost no derivation.
  const plains = opened.filter((plain) => plain.length <= 64);
  const checks: Job[] = [];
  for (const plain of new Set(plains)) {
    const { record } = storedFor(stored, plain);
    if (record && isSlow(record)) checks.push({ params: paramsOf(record), salt: record.salt, plain });
  }
  const fresh = (derived: ReadonlyMap<string, string>): Job[] =>
    [...new Set(plains)]
      .filter((plain) => {
        const { which, record } = storedFor(stored, plain);
        const prepared = { derived, fresh: new Map() };
        const matches = record ? secretMatches(prepared, which, record, plain) : false;
        const legacy = record !== null && !('kdf' in record);
        return (matches && legacy) || (!matches && couldBeStored(plain));
      })
      .map((plain) => ({ params: newRecordParams(), salt: randomSaltHex(), plain }));
  return { checks, fresh };
}

function recordOf(job: Job, hash: string): SlowSecretHash {
  return { ...job.params, salt: job.salt, hash };
}

/** What the edge does before the handler runs (bank.serve): both rounds, each in parallel. */
export async function prepareSecrets(
  stored: StoredSecrets,
  plains: readonly string[],
): Promise<PreparedSecrets> {
  if (!plains.length) return NO_SECRETS;
  const { checks, fresh } = plan(stored, plains);
  const hashes = await Promise.all(checks.map((job) => deriveHex(job.params, job.salt, job.plain)));
  const derived = new Map(checks.map((job, i) => [`${job.salt}:${job.plain}`, hashes[i]!]));
  const jobs = fresh(derived);
  const made = await Promise.all(jobs.map((job) => deriveHex(job.params, job.salt, job.plain)));
  return { derived, fresh: new Map(jobs.map((job, i) => [job.plain, recordOf(job, made[i]!)])) };
}

/** The same synchronously, with a synchronous derivation (test kits drive bank.handle without awaiting). */
export function prepareSecretsSync(
  stored: StoredSecrets,
  plains: readonly string[],
  derive: (params: KdfParams, saltHex: string, secret: string) => string,
): PreparedSecrets {
  if (!plains.length) return NO_SECRETS;
  const { checks, fresh } = plan(stored, plains);
  const derived = new Map(
    checks.map((job) => [`${job.salt}:${job.plain}`, derive(job.params, job.salt, job.plain)]),
  );
  const jobs = fresh(derived);
  return {
    derived,
    fresh: new Map(jobs.map((job) => [job.plain, recordOf(job, derive(job.params, job.salt, job.plain))])),
  };
}
