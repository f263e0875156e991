import { BankStateSchema, type BankState } from '../model/bank-state';
import type { ScenarioCatalogue } from '../model/scenario';
import { createHash } from 'node:crypto';
import { applyPatch, diffJson, type PatchOp } from './state-patch';
import { lazyPatchedState, pendingSlices, type SeedSlice } from './lazy-state';
import { deepFreeze, markSharing } from '../kernel/shared-seed';

/**
 * A session's state as its row keeps it: a patch of its scenario's seed (state-patch.ts), read back lazily
 * (lazy-state.ts), and what a parsed session costs the cache.
 */

/**
 * A scenario's seed, built on first use: its JSON, a parsed copy to compare with (never changed), a digest,
 * and each top-level slice's JSON (a state read back parses only the slices a call touches: lazy-state.ts).
 */
interface Seed {
  json: string;
  /** Frozen: the sessions read back with `share` hold its pieces that no operation of theirs reaches. */
  parsed: BankState;
  digest: string;
  slices: Map<string, SeedSlice>;
  /** Each slice's and each part's JSON length (`slice` and `slice.key`): what a piece not parsed saves. */
  lengths: Map<string, number>;
}

/** An object slice is kept by its keys (parsed one by one); any other by its JSON. */
function seedSlicesOf(parsed: BankState): Pick<Seed, 'slices' | 'lengths'> {
  const slices = new Map<string, SeedSlice>();
  const lengths = new Map<string, number>();
  for (const [key, value] of Object.entries(parsed)) {
    const json = JSON.stringify(value);
    lengths.set(key, json.length);
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      slices.set(key, json);
      continue;
    }
    const parts = new Map<string, string>();
    for (const [sub, part] of Object.entries(value as Record<string, unknown>)) {
      if (part === undefined) continue;
      const partJson = JSON.stringify(part);
      parts.set(sub, partJson);
      lengths.set(`${key}.${sub}`, partJson.length);
    }
    slices.set(key, parts);
  }
  return { slices, lengths };
}

/** Per catalogue (the one the bank was handed), by scenario id. */
const seedsOf = new WeakMap<ScenarioCatalogue, Map<string, Seed>>();

function seedOf(catalogue: ScenarioCatalogue, scenarioId: string): Seed | undefined {
  let seeds = seedsOf.get(catalogue);
  if (!seeds) seedsOf.set(catalogue, (seeds = new Map()));
  let seed = seeds.get(scenarioId);
  if (seed) return seed;
  const scenario = catalogue.scenarios.get(scenarioId);
  if (!scenario) return undefined;
  const json = catalogue.seedJsonOf(scenario);
  const parsed = deepFreeze(JSON.parse(json) as BankState);
  seed = {
    json,
    parsed,
    digest: createHash('sha256').update(json).digest('base64url').slice(0, 16),
    ...seedSlicesOf(parsed),
  };
  seeds.set(scenarioId, seed);
  return seed;
}

/** The first element of a stored patch: the row's format (a state patch against the seed of this digest). */
const PATCH_FORMAT = 2;

/**
 * A state as its row keeps it: NULL while it is its scenario's seed, else `[2, seedDigest, ops]`, the
 * operations that turn the seed into it. (Rows of format 1 held the whole state as a JSON object.)
 */
export function encodeState(
  catalogue: ScenarioCatalogue,
  scenarioId: string,
  state: BankState,
): string | null {
  const seed = seedOf(catalogue, scenarioId);
  if (!seed) return JSON.stringify(state);
  const ops = diffOfSeed(seed, state);
  return ops.length ? JSON.stringify([PATCH_FORMAT, seed.digest, ops]) : null;
}

/**
 * The patch of a state against its seed. The slices of a lazily read state that no call touched are as the
 * row had them: their operations are copied, the slices neither parsed nor compared.
 */
function diffOfSeed(seed: Seed, state: BankState): PatchOp[] {
  const copied: PatchOp[] = [];
  const touched = touchedOf(seed.parsed, state, copied);
  return touched === state ? diffJson(seed.parsed, state) : [...diffJson(seed.parsed, touched), ...copied];
}

/**
 * A lazy object (the state, or a slice of it) with each piece not parsed yet as the seed has it, its
 * operations pushed to `copied`; the object itself when every piece was parsed.
 */
function touchedOf(seed: unknown, value: unknown, copied: PatchOp[], depth = 0): unknown {
  if (!value || typeof value !== 'object') return value;
  const pending = pendingSlices(value);
  const own = value as Record<string, unknown>;
  const from = seed && typeof seed === 'object' ? (seed as Record<string, unknown>) : {};
  let out: Record<string, unknown> | undefined;
  const keys = Object.keys(own);
  for (const [i, key] of keys.entries()) {
    // A piece not parsed is never read here (that would parse it).
    const ops = pending?.get(key);
    if (ops) copied.push(...ops);
    const mine = ops ? undefined : own[key];
    const piece = ops ? from[key] : depth === 0 ? touchedOf(from[key], mine, copied, 1) : mine;
    if ((ops || piece !== mine) && !out) {
      out = {};
      for (const before of keys.slice(0, i)) out[before] = own[before];
    }
    if (out) out[key] = piece;
  }
  return out ?? value;
}

/**
 * The state of a row. A patch against this build's seed of the scenario was written by this bank and is
 * trusted as it is (no schema walk); a whole state (an older row) is checked against the schema; a patch
 * against another seed (the scenario or the state's shape changed since) cannot be applied: undefined, and
 * the session restarts from its scenario.
 */
export function decodeState(
  catalogue: ScenarioCatalogue,
  scenarioId: string,
  text: string | null,
  share = false,
): BankState | undefined {
  const seed = seedOf(catalogue, scenarioId);
  if (!seed) return undefined;
  const lazyOf = (ops: readonly PatchOp[]) => {
    const lazy = lazyPatchedState(seed.slices, ops, share ? seed.parsed : undefined);
    if (lazy && share) markSharing(lazy);
    return lazy as BankState | undefined;
  };
  if (text === null) return lazyOf([]);
  const value: unknown = JSON.parse(text);
  if (Array.isArray(value)) {
    if (value[0] !== PATCH_FORMAT || value[1] !== seed.digest || !Array.isArray(value[2])) return undefined;
    const ops = value[2] as PatchOp[];
    return lazyOf(ops) ?? (applyPatch(JSON.parse(seed.json), ops) as BankState);
  }
  const state = BankStateSchema.safeParse(value);
  return state.success ? (state.data as BankState) : undefined;
}

/**
 * The heap a cached session takes per byte of its parsed state's JSON: the parsed pieces, and what the bank
 * derives from them and keeps with the state (the credit books and views, the lazy pieces' accessors).
 * Measured 3.2 over 1,500 sessions each reading the home (decision 0089); counting JSON alone let a cache
 * of 45 MiB hold some 140 MiB of heap, near the limit of `npm start`'s 256 MB heap at 10,000 sessions.
 */
export const HEAP_PER_JSON_BYTE = 3;

/**
 * What a session costs the cache, as the heap it takes: its state's JSON (seed plus patch) times
 * HEAP_PER_JSON_BYTE; of a state read lazily, only the pieces parsed so far count (`state`).
 */
export function bytesOf(
  catalogue: ScenarioCatalogue,
  scenarioId: string,
  text: string | null,
  state?: BankState,
): number {
  const seed = seedOf(catalogue, scenarioId);
  let bytes = seed?.json.length ?? 0;
  if (seed && state) bytes -= unparsedBytes(seed, state);
  return (bytes + (text?.length ?? 0)) * HEAP_PER_JSON_BYTE + SESSION_BASE_BYTES;
}

/**
 * What a session just read back with its seed's pieces shared costs: nothing is parsed yet (its own pieces
 * are parsed on first use, and counted then), so no walk of the state.
 */
export function sharedStateBytes(text: string | null): number {
  return (text?.length ?? 0) * HEAP_PER_JSON_BYTE + SESSION_BASE_BYTES;
}

/**
 * What a session read back costs beside its parsed pieces: the session and its meta, the state's own objects
 * holding the seed's shared pieces (measured 1.3 KiB with every slice made, decision 0098).
 */
const SESSION_BASE_BYTES = 2048;

/** The seed's JSON length of a lazy state's pieces not parsed yet, or the seed's own (shared, not a copy). */
function unparsedBytes(seed: Seed, state: BankState): number {
  let bytes = 0;
  const pending = pendingSlices(state);
  const own = state as unknown as Record<string, unknown>;
  const seeded = seed.parsed as unknown as Record<string, unknown>;
  for (const key of Object.keys(own)) {
    if (pending?.has(key)) {
      bytes += seed.lengths.get(key) ?? 0;
      continue;
    }
    // A parsed slice: an ordinary property, read without parsing anything.
    const slice = own[key];
    if (slice === seeded[key] && slice !== null && typeof slice === 'object') {
      bytes += seed.lengths.get(key) ?? 0;
      continue;
    }
    if (!slice || typeof slice !== 'object' || Array.isArray(slice)) continue;
    const parts = pendingSlices(slice);
    for (const sub of parts?.keys() ?? []) bytes += seed.lengths.get(`${key}.${sub}`) ?? 0;
    const seedSlice = seeded[key] as Record<string, unknown> | undefined;
    if (!seedSlice || typeof seedSlice !== 'object') continue;
    for (const sub of Object.keys(slice)) {
      if (parts?.has(sub)) continue;
      const piece = (slice as Record<string, unknown>)[sub];
      if (piece === seedSlice[sub] && piece !== null && typeof piece === 'object') {
        bytes += seed.lengths.get(`${key}.${sub}`) ?? 0;
      }
    }
  }
  return bytes;
}
