import type { BankState, Fault } from '../../scenarios';
import type { SessionClock } from './clock';

export interface CallLogEntry {
  at: string;
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
  trace: string;
}

export interface Session {
  id: string;
  scenarioId: string;
  state: BankState;
  clock: SessionClock;
  csrfToken: string | null;
  latencyMs: number;
  faults: Fault[];
  /** Remaining "processing" answers per polled call. */
  polls: Record<string, number>;
  log: CallLogEntry[];
}

const LOG_LIMIT = 100;
/** Sessions kept at most; the least recently used goes first (a cookieless crawler must not grow us forever). */
export const SESSION_LIMIT = 500;

/** The repository of sessions: typed maps, with a snapshot for persistence across restarts. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private changeListener: (() => void) | undefined;

  onChange(listener: () => void): void {
    this.changeListener = listener;
  }

  get(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (session) {
      // Map order is recency order: move the session to the end.
      this.sessions.delete(id);
      this.sessions.set(id, session);
    }
    return session;
  }

  put(session: Session): void {
    this.sessions.delete(session.id);
    this.sessions.set(session.id, session);
    while (this.sessions.size > SESSION_LIMIT) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    this.changed();
  }

  /** Call after mutating a session in place. */
  changed(): void {
    this.changeListener?.();
  }

  appendLog(session: Session, entry: CallLogEntry): void {
    session.log.push(entry);
    if (session.log.length > LOG_LIMIT) session.log.splice(0, session.log.length - LOG_LIMIT);
    this.changed();
  }

  snapshot(): Session[] {
    return [...this.sessions.values()];
  }

  restore(sessions: Session[]): void {
    this.sessions.clear();
    for (const session of sessions) this.sessions.set(session.id, session);
  }
}
