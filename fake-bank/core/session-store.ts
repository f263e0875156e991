import type { ScenarioCatalogue } from '../model/scenario';
import type { Session } from '../kernel/session';
import { newCsrfSecret } from './csrf';
import { redactForLog } from './redaction';
import { toUtcIso } from '../../contracts/dates';

export interface CallLogEntry {
  at: string;
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
  trace: string;
}

/** What the dashboard lists of a session. */
export interface SessionSummary {
  id: string;
  scenarioId: string;
  createdAt: string;
  lastUsedAt: string;
}

export interface UnitOptions {
  /**
   * The caller named a session it had before (a cookie the bank once set). Only an expired session's
   * tombstone makes the new one carry the expiry notice: a cookie naming no row may have only fetched a
   * token, which keeps no row (decision 0081).
   */
  known?: boolean;
}

/**
 * Where the bank keeps its sessions. The core reads and changes sessions synchronously (get, put, changed,
 * appendLog) inside a unit of work; the transport wraps each request in `unit`, which loads (and locks) the
 * session first and, in one transaction before the answer goes out, writes it back if the unit changed it,
 * with the calls it logged.
 */
export interface SessionStore {
  /** The bank's catalogue, handed over by `createBank` (stores that keep rows as patches of seeds need it). */
  useScenarios?(catalogue: ScenarioCatalogue): void;
  /**
   * The secret new sessions' CSRF tokens are derived with (core/csrf.ts): a database keeps one, so every
   * process on it derives the same token and a restart keeps them valid.
   */
  csrfSecret?(): string;
  unit<T>(id: string, work: () => T, options?: UnitOptions): Promise<T>;
  get(id: string): Session | undefined;
  /** The scenario to restore a session from when the store no longer holds it (default: the default one). */
  scenarioHint?(id: string): string | undefined;
  put(session: Session): void;
  /**
   * A session's state at its scenario's start as this store keeps it, if it has a cheaper one than the
   * catalogue's new copy (the SQL stores: the seed's pieces read lazily, so a session not changed yet costs
   * its cache next to nothing, decision 0094).
   */
  seedState?(scenarioId: string): Session['state'] | undefined;
  /**
   * Call after changing the session of the current unit in place. `'meta'`: only its clock, faults, latency,
   * polls or notice changed, not its state (a store may then keep the state it wrote last).
   */
  changed(part?: 'meta'): void;
  /**
   * The session of the current unit was made for a request that was refused before it used it (a bad CSRF
   * token, an unknown path, bad input): the store keeps nothing of it, neither a row nor log entries.
   */
  discard?(id: string): void;
  /**
   * The unit failed after the handler ran (a handler's bug, an answer off its contract): nothing of it is
   * written but its log, and the next unit reads the session as it was before this one.
   */
  revert?(id: string): void;
  /** `responseText`: the response's JSON when the caller has it already (it is not made twice). */
  appendLog(session: Session, entry: CallLogEntry, responseText?: string): void;
  /** The session's recent calls, oldest first. */
  readLog(id: string): Promise<CallLogEntry[]>;
  list(): Promise<SessionSummary[]>;
  /** `limit` live sessions from `offset`, most recently used first, and how many live sessions there are. */
  page(offset: number, limit: number): Promise<SessionPage>;
  close(): Promise<void>;
}

/** A page of GET /__fake-bank/sessions. */
export interface SessionPage {
  total: number;
  sessions: SessionSummary[];
}

/** A page of a whole list (stores that hold few sessions), most recently used first. */
export function pageOfList(all: SessionSummary[], offset: number, limit: number): SessionPage {
  const sorted = all.slice().sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
  return { total: all.length, sessions: sorted.slice(offset, offset + limit) };
}

export const LOG_LIMIT = 100;
/** Largest request or answer body kept in the call log (characters of JSON); larger ones are cut. */
export const LOG_BODY_LIMIT = 4096;

/**
 * A body redacted (redaction.ts's one list) and its JSON: the text given (the body's JSON) is reused when
 * nothing in it is listed, so a body is serialized once.
 */
function redactedJson(
  value: unknown,
  text = JSON.stringify(value) ?? 'null',
): { safe: unknown; json: string } {
  const safe = redactForLog(value, text);
  return { safe, json: safe === value ? text : (JSON.stringify(safe) ?? 'null') };
}

/** What the log keeps of a body too large for it. */
const previewOf = (json: string) => ({
  truncated: true,
  bytes: json.length,
  preview: json.slice(0, LOG_BODY_LIMIT / 2),
});

/** A body as a database row keeps it: redacted, cut to a bounded size, as JSON. */
function boundedText(value: unknown, text?: string): string {
  const { json } = redactedJson(value, text);
  return json.length <= LOG_BODY_LIMIT ? json : JSON.stringify(previewOf(json));
}

/** A body as a store in memory keeps it: redacted, cut to a bounded size. */
function bounded(value: unknown): unknown {
  const { safe, json } = redactedJson(value);
  return json.length <= LOG_BODY_LIMIT ? safe : previewOf(json);
}

/**
 * logEntryOf as the JSON a database row keeps, made in one pass: a body with nothing listed is serialized
 * once (the response's JSON reused when the caller has it), not copied and then serialized.
 */
export function logTextOf(entry: CallLogEntry, responseText?: string): string {
  return (
    `{"at":${JSON.stringify(entry.at)},"method":${JSON.stringify(entry.method)},` +
    `"path":${JSON.stringify(entry.path)},"request":${boundedText(entry.request)},` +
    `"status":${JSON.stringify(entry.status)},"response":${boundedText(entry.response, responseText)},` +
    `"trace":${JSON.stringify(entry.trace)}}`
  );
}

/** What a call log keeps of a call: secrets redacted, bodies cut to a bounded size. */
export function logEntryOf(entry: CallLogEntry): CallLogEntry {
  return { ...entry, request: bounded(entry.request), response: bounded(entry.response) };
}

/** Sessions the memory store keeps at most; the least recently used goes first. */
export const SESSION_LIMIT = 500;

/**
 * Sessions in memory only (unit tests, the in-browser demo): a unit runs at once, nothing to write. It keeps
 * at most SESSION_LIMIT sessions, least recently used first.
 */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly logs = new Map<string, CallLogEntry[]>();
  private readonly times = new Map<string, { createdAt: number; lastUsedAt: number }>();

  /**
   * Each session's JSON as the last unit left it, made at the start of the next unit that finds none (a unit
   * that changed its session drops it): revert puts it back. Reads cost nothing, a change one copy.
   */
  private readonly kept = new Map<string, string>();
  /** The unit running now: its session, and whether it declared a change. */
  private current: { id: string; changed: boolean } | null = null;
  private readonly secret = newCsrfSecret();

  csrfSecret(): string {
    return this.secret;
  }

  async unit<T>(id: string, work: () => T): Promise<T> {
    const held = this.sessions.get(id);
    if (held && !this.kept.has(id)) this.kept.set(id, JSON.stringify(held));
    if (!held) this.kept.delete(id);
    this.current = { id, changed: false };
    try {
      const result = work();
      if (this.current.changed) this.kept.delete(id);
      return result;
    } catch (error) {
      this.revert(id);
      throw error;
    } finally {
      this.current = null;
    }
  }

  revert(id: string): void {
    if (this.current?.id !== id) return;
    this.current.changed = false;
    const text = this.kept.get(id);
    if (text) this.sessions.set(id, JSON.parse(text) as Session);
    else this.sessions.delete(id);
  }

  get(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (session) {
      // Map order is recency order: move the session to the end.
      this.sessions.delete(id);
      this.sessions.set(id, session);
      const times = this.times.get(id);
      if (times) times.lastUsedAt = Date.now();
    }
    return session;
  }

  put(session: Session): void {
    this.touched(session.id);
    this.sessions.delete(session.id);
    this.sessions.set(session.id, session);
    this.logs.delete(session.id);
    this.times.set(session.id, { createdAt: Date.now(), lastUsedAt: Date.now() });
    while (this.sessions.size > SESSION_LIMIT) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
      this.kept.delete(oldest);
      this.logs.delete(oldest);
      this.times.delete(oldest);
    }
  }

  changed(): void {
    if (this.current) this.current.changed = true;
    // A change outside a unit (tests drive handle directly): the kept copies may be older than it.
    else this.kept.clear();
  }

  /** The session was put anew: its kept copy is not what the next unit starts from. */
  private touched(id: string): void {
    if (this.current?.id === id) this.current.changed = true;
    else this.kept.delete(id);
  }

  discard(id: string): void {
    this.kept.delete(id);
    this.sessions.delete(id);
    this.logs.delete(id);
    this.times.delete(id);
  }

  appendLog(session: Session, entry: CallLogEntry): void {
    const log = this.logs.get(session.id) ?? [];
    log.push(logEntryOf(entry));
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
    this.logs.set(session.id, log);
  }

  /** The log at once (tests). */
  logOf(id: string): CallLogEntry[] {
    return this.logs.get(id) ?? [];
  }

  async readLog(id: string): Promise<CallLogEntry[]> {
    return this.logOf(id);
  }

  async list(): Promise<SessionSummary[]> {
    return [...this.sessions.values()].map((s) => {
      const times = this.times.get(s.id);
      return {
        id: s.id,
        scenarioId: s.scenarioId,
        createdAt: toUtcIso(times?.createdAt ?? 0),
        lastUsedAt: toUtcIso(times?.lastUsedAt ?? 0),
      };
    });
  }

  async page(offset: number, limit: number): Promise<SessionPage> {
    return pageOfList(await this.list(), offset, limit);
  }

  async close(): Promise<void> {}
}
