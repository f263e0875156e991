import type { Session } from '../kernel/session';
import { BankStateSchema, type BankState } from '../state/bank-state';
import { FaultSchema } from '../state/faults';
import type { ScenarioCatalogue } from '../state/scenario';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DAY_MS, MINUTE_MS } from '../../contracts/dates';
import { applyPatch, diffJson, type PatchOp } from './state-patch';
import { newCsrfSecret } from '../core/csrf';
import { lazyPatchedState, pendingSlices, type SeedSlice } from './lazy-state';
import {
  logTextOf,
  type CallLogEntry,
  type SessionPage,
  type SessionStore,
  type SessionSummary,
  type UnitOptions,
} from '../core/session-store';

/**
 * One row per session: its meta (clock, CSRF token, faults, polls, notice) and its state as what differs from
 * its scenario's seed (a patch, see state-patch.ts), or NULL while the state is still the seed (a visitor who
 * only fetched a token costs one small row).
 * `version` grows with every write, so a process knows when its cached copy is stale. Call-log rows are
 * bounded per session. Expired sessions keep a tombstone row (scenario, expired = 1) so the next visit is
 * told its session was restored.
 */
export interface SessionRow {
  id: string;
  scenario_id: string;
  version: number;
  expired: number;
  meta: string;
  /** Only when the caller's copy is stale: NULL means the scenario's seed state (see encodeState). */
  state: string | null;
  stale: number;
  /** When the row's use was last written (SQLite reads it with the head: a read within a minute writes none). */
  last_used_at?: number;
}

export interface LogRow {
  entry: string;
}

/** What a unit hands the database at its end. */
export interface UnitWrite {
  /** The whole row, when the unit changed the session. */
  row?: {
    id: string;
    scenarioId: string;
    version: number;
    meta: string;
    /** The state as encodeState gives it; undefined: the row's state stays (only the meta changed). */
    state: string | null | undefined;
    createdAt: number;
  };
  /**
   * Write last_used_at: with the row, or alone (a read). Only when the last one written is a minute old: the
   * index on it would otherwise change on every write, which doubled the cost of a write's commit.
   */
  touch?: boolean;
  /**
   * The session was made in this unit for a request refused before it used it: no row (a placeholder row
   * of a new session, PostgreSQL's version 0, goes).
   */
  discard?: boolean;
  /** The session was (re)started in this unit: the log of the one it replaces goes, as in the memory store. */
  clearLog?: boolean;
  logs: string[];
  now: number;
}

const MetaSchema = z.object({
  clock: z.object({ anchorMs: z.number(), setAtMs: z.number() }),
  csrfToken: z.string().nullable(),
  latencyMs: z.number(),
  faults: z.array(FaultSchema),
  polls: z.record(z.string(), z.number()),
  notice: z.literal('expired').optional(),
  profile: z.literal('spec').optional(),
  createdAt: z.number().optional(),
});

interface Cached {
  session: Session;
  /** The heap the session takes as bytesOf estimates it when last read or written: what the budget counts. */
  bytes: number;
  /** The length of the row's patch as last read or written (part of `bytes`). */
  stateBytes?: number;
  version: number;
  createdAt: number;
  lastTouched: number;
  /**
   * The row holds this state (it was read from it or written to it): a change of the meta alone leaves the
   * row's state as it is, so the state's text need not be kept or written again.
   */
  stored?: boolean;
  /**
   * The SQLite store's count of other connections' commits it has seen, when this copy was last known to be
   * the row: its fast path trusts the copy only while no other commit came since (sqlite-store.ts).
   */
  checked?: number;
}

interface Current {
  id: string;
  dirty: boolean;
  /** The state itself changed (not only the meta): it is encoded again. */
  stateDirty: boolean;
  /** The session was made in this unit and the request refused before using it: nothing is written. */
  discarded?: boolean;
  /** The unit failed after the handler ran: its changes are not written, only its log (revert). */
  reverted?: boolean;
  /** The session was put anew (a reset or a new session): its earlier calls are not its log any more. */
  restarted?: boolean;
  logs: string[];
  /** The caller expected an existing session that is gone: the new one carries the notice. */
  notice: boolean;
  /** The scenario an expired session is restored from. */
  scenarioId?: string;
}

/**
 * A scenario's seed, built on first use: its JSON, a parsed copy to compare with (never changed), a digest,
 * and each top-level slice's JSON (a state read back parses only the slices a call touches: lazy-state.ts).
 */
interface Seed {
  json: string;
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
  const parsed = JSON.parse(json) as BankState;
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
): BankState | undefined {
  const seed = seedOf(catalogue, scenarioId);
  if (!seed) return undefined;
  if (text === null) return lazyPatchedState(seed.slices, []) as unknown as BankState;
  const value: unknown = JSON.parse(text);
  if (Array.isArray(value)) {
    if (value[0] !== PATCH_FORMAT || value[1] !== seed.digest || !Array.isArray(value[2])) return undefined;
    const ops = value[2] as PatchOp[];
    const lazy = lazyPatchedState(seed.slices, ops);
    return (lazy ?? applyPatch(JSON.parse(seed.json), ops)) as BankState;
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
const HEAP_PER_JSON_BYTE = 3;

/**
 * What a session costs the cache, as the heap it takes: its state's JSON (seed plus patch) times
 * HEAP_PER_JSON_BYTE; of a state read lazily, only the pieces parsed so far count (`state`).
 */
function bytesOf(
  catalogue: ScenarioCatalogue,
  scenarioId: string,
  text: string | null,
  state?: BankState,
): number {
  const seed = seedOf(catalogue, scenarioId);
  let bytes = seed?.json.length ?? 0;
  if (seed && state) bytes -= unparsedBytes(seed, state);
  return (bytes + (text?.length ?? 0)) * HEAP_PER_JSON_BYTE;
}

/** The seed's JSON length of a lazy state's pieces not parsed yet. */
function unparsedBytes(seed: Seed, state: BankState): number {
  let bytes = 0;
  const pending = pendingSlices(state);
  const own = state as unknown as Record<string, unknown>;
  for (const key of Object.keys(own)) {
    if (pending?.has(key)) {
      bytes += seed.lengths.get(key) ?? 0;
      continue;
    }
    // A parsed slice: an ordinary property, read without parsing anything.
    const slice = own[key];
    const parts = slice && typeof slice === 'object' ? pendingSlices(slice) : undefined;
    for (const sub of parts?.keys() ?? []) bytes += seed.lengths.get(`${key}.${sub}`) ?? 0;
  }
  return bytes;
}

export interface SqlStoreOptions {
  /**
   * Parsed sessions kept in memory, by their states' size (about their heap), the least recently used
   * dropped first (the rest are read from the database when used). Default 96 MiB (open-store holds it to 15% of the heap: store-limits.ts).
   */
  cacheBytes?: number;
  /** Check every state written against the schema (tests; a bug in a handler then fails its call). */
  validateWrites?: boolean;
  /** A session unused this long expires (default 14 days). */
  idleTtlMs?: number;
  /**
   * Live sessions kept at most (FAKE_BANK_MAX_SESSIONS, default 20,000): past it the longest idle are
   * expired first, as the TTL would (their next visit is told).
   */
  maxSessions?: number;
  now?: () => number;
}

/** Reads within this long of the last one do not write last_used_at again. */
const TOUCH_EVERY_MS = MINUTE_MS;
export const DEFAULT_IDLE_TTL_MS = 14 * DAY_MS;
export const DEFAULT_MAX_SESSIONS = 20_000;

/** Live sessions a store evicts down to once it holds more than its bound: some 1% at a time. */
export function evictionTarget(maxSessions: number): number {
  return Math.max(1, Math.floor(maxSessions * 0.99));
}
/** 96 MiB of heap, as bytesOf estimates it (open-store holds it to 15% of the heap: store-limits.ts). */
export const DEFAULT_CACHE_BYTES = 96 * 2 ** 20;

/**
 * The bank's sessions in a SQL database. Subclasses say how a unit is carried out (SQLite: synchronously in
 * one BEGIN IMMEDIATE transaction; PostgreSQL: a pooled client, the row locked FOR UPDATE); this class keeps
 * the parsed sessions, knows what a unit changed, and turns sessions into rows and back.
 */
export abstract class SqlSessionStore implements SessionStore {
  protected readonly cache: SessionCache;
  protected current: Current | null = null;
  protected readonly validateWrites: boolean;
  readonly idleTtlMs: number;
  readonly maxSessions: number;
  protected readonly now: () => number;
  /** The CSRF secret the database keeps (subclasses read it when they open). */
  protected secret: string | undefined;
  private catalogue: ScenarioCatalogue | undefined;

  constructor(options: SqlStoreOptions = {}) {
    this.cache = new SessionCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
    this.validateWrites = options.validateWrites ?? false;
    this.idleTtlMs = options.idleTtlMs ?? DEFAULT_IDLE_TTL_MS;
    this.maxSessions = Math.max(1, options.maxSessions ?? DEFAULT_MAX_SESSIONS);
    this.now = options.now ?? (() => Date.now());
  }

  /** The bank hands over its catalogue when it is made: rows are kept as patches of their scenario's seed. */
  useScenarios(catalogue: ScenarioCatalogue): void {
    this.catalogue = catalogue;
  }

  csrfSecret(): string {
    return (this.secret ??= newCsrfSecret());
  }

  protected get scenarios(): ScenarioCatalogue {
    if (!this.catalogue)
      throw new Error('The store has no catalogue: make the bank with createBank({ store })');
    return this.catalogue;
  }

  abstract unit<T>(id: string, work: () => T, options?: UnitOptions): Promise<T>;
  abstract readLog(id: string): Promise<CallLogEntry[]>;
  abstract list(): Promise<SessionSummary[]>;
  abstract page(offset: number, limit: number): Promise<SessionPage>;
  /** Tombstones sessions idle longer than the TTL; answers how many. */
  abstract expireIdle(): Promise<number>;
  abstract close(): Promise<void>;

  /** The scenario a session the store no longer holds is restored from (an expired one's own). */
  scenarioHint(id: string): string | undefined {
    return this.current?.id === id ? this.current.scenarioId : undefined;
  }

  get(id: string): Session | undefined {
    return this.cache.use(id)?.session;
  }

  put(session: Session): void {
    if (this.current?.id === session.id) {
      this.current.dirty = true;
      this.current.stateDirty = true;
      this.current.restarted = true;
      if (this.current.notice) session.notice = 'expired';
    }
    const previous = this.cache.get(session.id);
    this.cache.set(session.id, {
      session,
      bytes: bytesOf(this.scenarios, session.scenarioId, null),
      version: previous?.version ?? 0,
      createdAt: previous?.createdAt ?? this.now(),
      lastTouched: 0,
      // A session put anew in a unit replaces the copy the unit was trusted to work on.
      checked: previous?.checked,
    });
  }

  changed(part?: 'meta'): void {
    if (!this.current) return;
    this.current.dirty = true;
    if (part !== 'meta') this.current.stateDirty = true;
  }

  discard(id: string): void {
    if (this.current?.id !== id) return;
    this.current.discarded = true;
    this.cache.delete(id);
  }

  revert(id: string): void {
    if (this.current?.id !== id) return;
    this.current.reverted = true;
    // The copy the handler changed half way goes: the next unit reads the row.
    this.cache.delete(id);
  }

  appendLog(session: Session, entry: CallLogEntry, responseText?: string): void {
    if (this.current?.id === session.id) this.current.logs.push(logTextOf(entry, responseText));
  }

  /** Before the work: make the cached copy the database's (row as read under the unit's lock). */
  protected adopt(id: string, row: SessionRow | undefined, _options: UnitOptions | undefined): void {
    this.current = { id, dirty: false, stateDirty: false, logs: [], notice: false };
    if (!row || row.version === 0) {
      // No row: a new visitor, or one whose cookie names a session never written (it only fetched a token
      // or looked, decision 0081). An expired session says so through its tombstone below.
      this.cache.delete(id);
      return;
    }
    if (row.expired) {
      this.cache.delete(id);
      this.current.notice = true;
      if (this.scenarios.scenarios.has(row.scenario_id)) this.current.scenarioId = row.scenario_id;
      return;
    }
    const cached = this.cache.get(id);
    if (cached && cached.version === row.version && !row.stale) return;
    const decoded = this.decode(row);
    if (!decoded) {
      // A row from an older state shape: the session restarts from its scenario on this call.
      this.cache.delete(id);
      return;
    }
    this.cache.set(id, {
      session: decoded.session,
      bytes: decoded.bytes,
      stateBytes: row.state?.length ?? 0,
      version: row.version,
      createdAt: decoded.createdAt ?? this.now(),
      // When the row last had its use written, if the store read it (else the first unit on this copy
      // writes it): a session read back after a long idle time is not expired as if it had stayed idle.
      lastTouched: row.last_used_at ?? 0,
      stored: true,
    });
    this.cache.trim(id);
  }

  /** Before the work, on the fast path: the cached copy is the database's. */
  protected adoptCached(id: string): void {
    this.current = { id, dirty: false, stateDirty: false, logs: [], notice: false };
  }

  /**
   * After the work: what to write in the unit's transaction. adopt, the work and finish run in one
   * synchronous stretch, so `current` never belongs to two units at once.
   */
  protected finish(id: string): UnitWrite {
    const current = this.current!;
    this.current = null;
    const cached = this.cache.get(id);
    const now = this.now();
    if (current.discarded) return { logs: [], now, discard: true };
    if (current.reverted) return { logs: current.logs, now };
    const write: UnitWrite = { logs: current.logs, now, ...(current.restarted ? { clearLog: true } : {}) };
    if (cached && now - cached.lastTouched > TOUCH_EVERY_MS) write.touch = true;
    if (cached && current.dirty) {
      const session = cached.session;
      if (this.validateWrites) {
        const checked = BankStateSchema.safeParse(session.state);
        if (!checked.success) throw new Error(`Session ${id}: invalid state (${checked.error.message})`);
      }
      const meta = JSON.stringify({
        clock: session.clock,
        csrfToken: session.csrfToken,
        latencyMs: session.latencyMs,
        faults: session.faults,
        polls: session.polls,
        ...(session.notice ? { notice: session.notice } : {}),
        ...(session.profile ? { profile: session.profile } : {}),
        createdAt: cached.createdAt,
      });
      write.row = {
        id,
        scenarioId: session.scenarioId,
        version: cached.version + 1,
        meta,
        // A clock move or a fault armed changes the meta only: the row's state stays (no diff walk).
        state:
          current.stateDirty || !cached.stored
            ? encodeState(this.scenarios, session.scenarioId, session.state)
            : undefined,
        createdAt: cached.createdAt,
      };
    }
    return write;
  }

  /** The transaction committed: the cache now holds the database's version. */
  protected committed(id: string, write: UnitWrite): void {
    const cached = this.cache.get(id);
    if (cached && write.row) {
      cached.version = write.row.version;
      cached.stored = true;
      if (write.row.state !== undefined) cached.stateBytes = write.row.state?.length ?? 0;
    }
    // The slices the unit parsed now count (a lazily read state grows as calls touch it).
    if (cached) {
      const { scenarioId, state } = cached.session;
      this.cache.resize(
        id,
        bytesOf(this.scenarios, scenarioId, null, state) + (cached.stateBytes ?? 0) * HEAP_PER_JSON_BYTE,
      );
    }
    if (cached && write.touch) cached.lastTouched = write.now;
    this.cache.trim(id);
  }

  /** The transaction failed: forget the cached copy (the work may have changed it half way). */
  protected abandoned(id: string): void {
    this.cache.delete(id);
    if (this.current?.id === id) this.current = null;
  }

  private decode(row: SessionRow): { session: Session; bytes: number; createdAt?: number } | undefined {
    if (!this.scenarios.scenarios.has(row.scenario_id)) return undefined;
    try {
      // The meta is small: checked each time. The state is trusted when this bank wrote it (decodeState).
      const meta = MetaSchema.safeParse(JSON.parse(row.meta));
      if (!meta.success) return undefined;
      const state = decodeState(this.scenarios, row.scenario_id, row.state);
      if (!state) return undefined;
      const session: Session = {
        id: row.id,
        scenarioId: row.scenario_id,
        state,
        clock: meta.data.clock,
        csrfToken: meta.data.csrfToken,
        latencyMs: meta.data.latencyMs,
        faults: meta.data.faults,
        polls: meta.data.polls,
        ...(meta.data.notice ? { notice: meta.data.notice } : {}),
        ...(meta.data.profile ? { profile: meta.data.profile } : {}),
      };
      return {
        session,
        bytes: bytesOf(this.scenarios, row.scenario_id, row.state, state),
        createdAt: meta.data.createdAt,
      };
    } catch {
      return undefined;
    }
  }
}

/** The parsed sessions in memory, least recently used first, bounded by the sum of their bytes. */
export class SessionCache {
  private readonly entries = new Map<string, Cached>();
  private total = 0;

  constructor(readonly budget: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the cached sessions take (see bytesOf). */
  get bytes(): number {
    return this.total;
  }

  get(id: string): Cached | undefined {
    return this.entries.get(id);
  }

  /** The cached ids, least recently used first. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** The entry, made the most recently used. */
  use(id: string): Cached | undefined {
    const cached = this.entries.get(id);
    if (cached) {
      this.entries.delete(id);
      this.entries.set(id, cached);
    }
    return cached;
  }

  set(id: string, cached: Cached): void {
    this.delete(id);
    this.entries.set(id, cached);
    this.total += cached.bytes;
  }

  resize(id: string, bytes: number): void {
    const cached = this.entries.get(id);
    if (!cached) return;
    this.total += bytes - cached.bytes;
    cached.bytes = bytes;
  }

  delete(id: string): void {
    const cached = this.entries.get(id);
    if (!cached) return;
    this.total -= cached.bytes;
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Drops the least recently used sessions until the rest fit the budget; `keep` (in use) stays. */
  trim(keep?: string): void {
    while (this.total > this.budget && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === keep) break;
      this.delete(oldest);
    }
  }
}
