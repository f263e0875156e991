import type { Session } from '../kernel/session';
import {
  LOG_LIMIT,
  logEntryOf,
  pageOfList,
  type CallLogEntry,
  type SessionPage,
  type SessionStore,
  type SessionSummary,
} from '../core/session-store';
import { toUtcIso } from '../../contracts/dates';

const SESSIONS = 'sessions';
const LOGS = 'logs';

interface SessionRecord {
  session: Session;
  createdAt: number;
  lastUsedAt: number;
}

interface Current {
  id: string;
  dirty: boolean;
  logs: CallLogEntry[];
  /** The session was put anew in this unit: its stored log is dropped. */
  freshLog: boolean;
  createdAt: number;
}

function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens (and on first use creates) the demo bank's database in this browser. */
export async function openBankDatabase(
  factory: IDBFactory = indexedDB,
  name = 'fake-bank',
): Promise<IDBDatabase> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(SESSIONS)) db.createObjectStore(SESSIONS);
    if (!db.objectStoreNames.contains(LOGS)) db.createObjectStore(LOGS);
  };
  return requestDone(request);
}

/**
 * The in-browser demo's sessions, in IndexedDB (decision 0022): a reload, or another tab, finds them as they
 * were. A unit is one readwrite transaction over the session and its log, as SQLite's BEGIN IMMEDIATE is on
 * the server: the session is read, the synchronous work runs inside the transaction's callback, and what the
 * work changed is written before the transaction commits and the answer goes out. Two tabs therefore take
 * turns; neither overwrites the other.
 */
export class BrowserSessionStore implements SessionStore {
  private readonly sessions = new Map<string, Session>();
  private current: Current | null = null;

  constructor(private readonly db: IDBDatabase) {}

  unit<T>(id: string, work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const tx = this.db.transaction([SESSIONS, LOGS], 'readwrite');
      let result: T;
      let failure: unknown;
      const read = tx.objectStore(SESSIONS).get(id);
      read.onsuccess = () => {
        const record = read.result as SessionRecord | undefined;
        if (record) this.sessions.set(id, record.session);
        else this.sessions.delete(id);
        this.current = {
          id,
          dirty: false,
          logs: [],
          freshLog: false,
          createdAt: record?.createdAt ?? Date.now(),
        };
        try {
          result = work();
        } catch (error) {
          failure = error;
          this.current = null;
          this.sessions.delete(id);
          tx.abort();
          return;
        }
        this.write(tx, id);
      };
      tx.oncomplete = () => {
        // Only what a unit is working on is held in memory: the database is the truth between units.
        this.sessions.delete(id);
        resolve(result);
      };
      tx.onabort = () => reject(failure ?? tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  }

  /** After the work, inside the unit's transaction: the session if it changed, the calls it logged. */
  private write(tx: IDBTransaction, id: string): void {
    const current = this.current!;
    this.current = null;
    const session = this.sessions.get(id);
    const now = Date.now();
    if (session && current.dirty) {
      const record: SessionRecord = { session, createdAt: current.createdAt, lastUsedAt: now };
      tx.objectStore(SESSIONS).put(record, id);
    }
    if (current.freshLog) {
      tx.objectStore(LOGS).put(current.logs.slice(-LOG_LIMIT), id);
    } else if (current.logs.length) {
      const logs = tx.objectStore(LOGS);
      const read = logs.get(id);
      read.onsuccess = () => {
        const previous = (read.result as CallLogEntry[] | undefined) ?? [];
        logs.put([...previous, ...current.logs].slice(-LOG_LIMIT), id);
      };
    }
  }

  get(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  put(session: Session): void {
    this.sessions.set(session.id, session);
    if (this.current?.id === session.id) {
      this.current.dirty = true;
      // A new session starts a new log, as in the memory store.
      this.current.createdAt = Date.now();
      this.current.freshLog = true;
    }
  }

  changed(): void {
    if (this.current) this.current.dirty = true;
  }

  appendLog(session: Session, entry: CallLogEntry): void {
    if (this.current?.id === session.id) this.current.logs.push(logEntryOf(entry));
  }

  async readLog(id: string): Promise<CallLogEntry[]> {
    const tx = this.db.transaction(LOGS, 'readonly');
    return ((await requestDone(tx.objectStore(LOGS).get(id))) as CallLogEntry[] | undefined) ?? [];
  }

  async list(): Promise<SessionSummary[]> {
    const tx = this.db.transaction(SESSIONS, 'readonly');
    const records = (await requestDone(tx.objectStore(SESSIONS).getAll())) as SessionRecord[];
    return records
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
      .map(({ session, createdAt, lastUsedAt }) => ({
        id: session.id,
        scenarioId: session.scenarioId,
        createdAt: toUtcIso(createdAt),
        lastUsedAt: toUtcIso(lastUsedAt),
      }));
  }

  async page(offset: number, limit: number): Promise<SessionPage> {
    return pageOfList(await this.list(), offset, limit);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
