import { BankStateSchema, catalogue, FaultSchema, seedJsonOf, type BankState } from '../../scenarios';
import { z } from 'zod';
import {
  logTextOf,
  type CallLogEntry,
  type Session,
  type SessionPage,
  type SessionStore,
  type SessionSummary,
  type UnitOptions,
} from '../core/session-store';

/**
 * One row per session: its meta (clock, CSRF token, faults, polls, notice) and its state as JSON, or NULL
 * while the state is still the scenario's seed (a visitor who only fetched a token costs one small row).
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
  /** Only when the caller's copy is stale: NULL means the scenario's seed state. */
  state: string | null;
  stale: number;
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
    state: string | null;
    createdAt: number;
  };
  /** Bump last_used_at only (a read). */
  touch?: boolean;
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
  createdAt: z.number().optional(),
});

interface Cached {
  session: Session;
  /** The length of the state's JSON when it was last read or written: what the cache budget counts. */
  bytes: number;
  version: number;
  createdAt: number;
  lastTouched: number;
}

interface Current {
  id: string;
  dirty: boolean;
  logs: string[];
  /** The caller expected an existing session that is gone: the new one carries the notice. */
  notice: boolean;
  /** The scenario an expired session is restored from. */
  scenarioId?: string;
}

/** The seed state of a scenario as JSON (cached by the catalogue): a state equal to it is stored as NULL. */
function seedOf(scenarioId: string): string | undefined {
  const scenario = catalogue.get(scenarioId);
  return scenario ? seedJsonOf(scenario) : undefined;
}

export interface SqlStoreOptions {
  /** Parsed sessions kept in memory (the rest are read from the database when used). */
  cacheSize?: number;
  /** And at most this much state JSON among them, so a few huge sessions cannot fill the heap. */
  cacheBytes?: number;
  /** A session unused this long expires (default 14 days). */
  idleTtlMs?: number;
  now?: () => number;
}

/** Reads within this long of the last one do not write last_used_at again. */
const TOUCH_EVERY_MS = 60_000;
export const DEFAULT_IDLE_TTL_MS = 14 * 86_400_000;

/**
 * The bank's sessions in a SQL database. Subclasses say how a unit is carried out (SQLite: synchronously in
 * one BEGIN IMMEDIATE transaction; PostgreSQL: a pooled client, the row locked FOR UPDATE); this class keeps
 * the parsed sessions, knows what a unit changed, and turns sessions into rows and back.
 */
export abstract class SqlSessionStore implements SessionStore {
  protected readonly cache = new Map<string, Cached>();
  protected current: Current | null = null;
  protected readonly cacheSize: number;
  protected readonly cacheBytes: number;
  readonly idleTtlMs: number;
  protected readonly now: () => number;

  constructor(options: SqlStoreOptions = {}) {
    this.cacheSize = options.cacheSize ?? 200;
    // About 300 sessions of a scenario's size (80 KB of JSON, three to four times that parsed).
    this.cacheBytes = options.cacheBytes ?? 24 * 2 ** 20;
    this.idleTtlMs = options.idleTtlMs ?? DEFAULT_IDLE_TTL_MS;
    this.now = options.now ?? (() => Date.now());
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
    const cached = this.cache.get(id);
    if (!cached) return undefined;
    this.cache.delete(id);
    this.cache.set(id, cached);
    return cached.session;
  }

  put(session: Session): void {
    if (this.current?.id === session.id) {
      this.current.dirty = true;
      if (this.current.notice) session.notice = 'expired';
    }
    const previous = this.cache.get(session.id);
    this.cache.delete(session.id);
    this.cache.set(session.id, {
      session,
      bytes: seedOf(session.scenarioId)?.length ?? 0,
      version: previous?.version ?? 0,
      createdAt: previous?.createdAt ?? this.now(),
      lastTouched: 0,
    });
  }

  changed(): void {
    if (this.current) this.current.dirty = true;
  }

  appendLog(session: Session, entry: CallLogEntry, responseText?: string): void {
    if (this.current?.id === session.id) this.current.logs.push(logTextOf(entry, responseText));
  }

  /** Before the work: make the cached copy the database's (row as read under the unit's lock). */
  protected adopt(id: string, row: SessionRow | undefined, options: UnitOptions | undefined): void {
    this.current = { id, dirty: false, logs: [], notice: false };
    if (!row || row.version === 0) {
      this.cache.delete(id);
      // A cookie the bank once set names a session it no longer holds (expired and purged, or a fresh
      // database): the new session says so.
      this.current.notice = !!options?.known;
      return;
    }
    if (row.expired) {
      this.cache.delete(id);
      this.current.notice = true;
      if (catalogue.has(row.scenario_id)) this.current.scenarioId = row.scenario_id;
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
    this.cache.delete(id);
    this.cache.set(id, {
      session: decoded.session,
      bytes: decoded.bytes,
      version: row.version,
      createdAt: decoded.createdAt ?? this.now(),
      lastTouched: this.now(),
    });
    this.trim();
  }

  /** Before the work, on the fast path: the cached copy is the database's. */
  protected adoptCached(id: string): void {
    this.current = { id, dirty: false, logs: [], notice: false };
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
    const write: UnitWrite = { logs: current.logs, now };
    if (cached && current.dirty) {
      const session = cached.session;
      const stateJson = JSON.stringify(session.state);
      const meta = JSON.stringify({
        clock: session.clock,
        csrfToken: session.csrfToken,
        latencyMs: session.latencyMs,
        faults: session.faults,
        polls: session.polls,
        ...(session.notice ? { notice: session.notice } : {}),
        createdAt: cached.createdAt,
      });
      write.row = {
        id,
        scenarioId: session.scenarioId,
        version: cached.version + 1,
        meta,
        state: stateJson === seedOf(session.scenarioId) ? null : stateJson,
        createdAt: cached.createdAt,
      };
    } else if (cached && now - cached.lastTouched > TOUCH_EVERY_MS) {
      write.touch = true;
    }
    return write;
  }

  /** The transaction committed: the cache now holds the database's version. */
  protected committed(id: string, write: UnitWrite): void {
    const cached = this.cache.get(id);
    if (cached && write.row) {
      cached.version = write.row.version;
      cached.bytes = write.row.state?.length ?? seedOf(cached.session.scenarioId)?.length ?? 0;
    }
    if (cached && (write.row || write.touch)) cached.lastTouched = write.now;
    this.trim();
  }

  /** The transaction failed: forget the cached copy (the work may have changed it half way). */
  protected abandoned(id: string): void {
    this.cache.delete(id);
    if (this.current?.id === id) this.current = null;
  }

  private trim(): void {
    let bytes = 0;
    for (const cached of this.cache.values()) bytes += cached.bytes;
    while (this.cache.size > this.cacheSize || (bytes > this.cacheBytes && this.cache.size > 1)) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined || oldest === this.current?.id) break;
      bytes -= this.cache.get(oldest)!.bytes;
      this.cache.delete(oldest);
    }
  }

  private decode(row: SessionRow): { session: Session; bytes: number; createdAt?: number } | undefined {
    if (!catalogue.has(row.scenario_id)) return undefined;
    try {
      const meta = MetaSchema.safeParse(JSON.parse(row.meta));
      const stateText = row.state ?? seedOf(row.scenario_id);
      if (!meta.success || stateText === undefined) return undefined;
      const state = BankStateSchema.safeParse(JSON.parse(stateText));
      if (!state.success) return undefined;
      const session: Session = {
        id: row.id,
        scenarioId: row.scenario_id,
        state: state.data as BankState,
        clock: meta.data.clock,
        csrfToken: meta.data.csrfToken,
        latencyMs: meta.data.latencyMs,
        faults: meta.data.faults,
        polls: meta.data.polls,
        ...(meta.data.notice ? { notice: meta.data.notice } : {}),
      };
      return { session, bytes: stateText.length, createdAt: meta.data.createdAt };
    } catch {
      return undefined;
    }
  }
}
