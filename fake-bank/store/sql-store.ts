import type { Session } from '../kernel/session';
import { BankStateSchema } from '../model/bank-state';
import type { ScenarioCatalogue } from '../model/scenario';
import { DAY_MS, MINUTE_MS } from '../../contracts/dates';
import { newCsrfSecret } from '../core/csrf';
import {
  logTextOf,
  type CallLogEntry,
  type SessionPage,
  type SessionStore,
  type SessionSummary,
  type UnitOptions,
} from '../core/session-store';
import { MetaSchema, type SessionRow, type UnitWrite } from './session-rows';
import { SessionCache } from './session-cache';
import { piecesSettled } from './lazy-state';
import { HEAP_PER_JSON_BYTE, bytesOf, decodeState, encodeState, sharedStateBytes } from './state-rows';
import { sharesSeed } from '../kernel/shared-seed';

export type { LogRow, SessionRow, UnitWrite } from './session-rows';
export { SessionCache } from './session-cache';
export { decodeState, encodeState } from './state-rows';

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
  /** piecesSettled() when the unit began: a unit that parsed nothing need not count its session again. */
  settledAt: number;
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
  /**
   * Sessions read back from rows share their seed's parsed pieces (kernel/shared-seed.ts) unless the store
   * says otherwise; a unit that wrote into a shared piece is done again on own copies (`ownCopyNext`).
   */
  protected shareSeeds = false;
  /** The unit being done again after it wrote into a shared piece: its session's pieces are its own. */
  private ownCopies = false;

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

  /**
   * A session started anew: the seed's pieces themselves (frozen, shared), or each parsed when first used
   * (state-rows.ts) in a unit done again on own copies.
   */
  seedState(scenarioId: string): Session['state'] | undefined {
    return decodeState(this.scenarios, scenarioId, null, this.sharing);
  }

  /** Whether the state about to be handed out shares its seed (counted: see sharedHandedOut). */
  private get sharing(): boolean {
    if (!this.shareSeeds || this.ownCopies) return false;
    this.sharedHandedOut++;
    return true;
  }

  /** A state just read or started costs its parsed pieces; one sharing its seed has parsed none (no walk). */
  private freshBytesOf(scenarioId: string, text: string | null, state: Session['state']): number {
    return sharesSeed(state) ? sharedStateBytes(text) : bytesOf(this.scenarios, scenarioId, text, state);
  }

  /** States sharing their seed handed out so far: a unit that failed after one was may be done again. */
  protected sharedHandedOut = 0;

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
      bytes: this.freshBytesOf(session.scenarioId, null, session.state),
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
    this.current = {
      id,
      dirty: false,
      stateDirty: false,
      logs: [],
      notice: false,
      settledAt: piecesSettled(),
    };
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
    this.current = {
      id,
      dirty: false,
      stateDirty: false,
      logs: [],
      notice: false,
      settledAt: piecesSettled(),
    };
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
    const write: UnitWrite = {
      logs: current.logs,
      now,
      ...(current.restarted ? { clearLog: true } : {}),
      ...(piecesSettled() !== current.settledAt ? { parsed: true } : {}),
    };
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
    if (cached && (write.parsed || write.row?.state !== undefined)) {
      const { scenarioId, state } = cached.session;
      this.cache.resize(
        id,
        bytesOf(this.scenarios, scenarioId, null, state) + (cached.stateBytes ?? 0) * HEAP_PER_JSON_BYTE,
      );
    }
    if (cached && write.touch) cached.lastTouched = write.now;
    this.cache.trim(id);
  }

  /**
   * The unit wrote into a piece its session shares with its seed (it failed on the frozen piece, and
   * nothing it did is kept): the copy goes, and the unit is done again on pieces of the session's own.
   */
  protected withOwnCopies<T>(id: string, again: () => T): T {
    this.abandoned(id);
    this.ownCopies = true;
    try {
      return again();
    } finally {
      this.ownCopies = false;
    }
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
      const state = decodeState(this.scenarios, row.scenario_id, row.state, this.sharing);
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
        bytes: this.freshBytesOf(row.scenario_id, row.state, state),
        createdAt: meta.data.createdAt,
      };
    } catch {
      return undefined;
    }
  }
}
