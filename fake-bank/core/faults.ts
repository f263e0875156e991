import { FaultsInputSchema, type Fault, type FaultsInput } from '../model/faults';
import type { Session } from '../kernel/session';
import type { SessionStore } from './session-store';

/**
 * How long a transport holds a call that a "timeout" fault names: longer than the client's 30000 ms timeout
 * (spec section 9), so the client gives up first. One figure for the server and the browser demo.
 */
export const TIMEOUT_FAULT_MS = 35_000;

/** The faults a session has armed: taken one-shot by calls, armed and disarmed through the control surface. */
export function createFaults(
  store: SessionStore,
  ensureSession: (id: string) => Session,
  metaChanged: () => void,
) {
  /**
   * Takes the first armed fault whose path the request path contains (one-shot). A fault without a path
   * hits the next bank call; static files only take faults that name them (`explicitOnly`).
   */
  function takeFault(sessionId: string, path: string, explicitOnly = false): Fault | undefined {
    const session = store.get(sessionId);
    if (!session) return undefined;
    const index = session.faults.findIndex((f) => (f.path ? path.includes(f.path) : !explicitOnly));
    if (index < 0) return undefined;
    const [fault] = session.faults.splice(index, 1);
    metaChanged();
    return fault;
  }

  function armFaults(sessionId: string, input: FaultsInput): Session {
    const faults = FaultsInputSchema.parse(input);
    const session = ensureSession(sessionId);
    if (faults.latencyMs !== undefined) session.latencyMs = faults.latencyMs;
    if (faults.next) session.faults.push(...faults.next);
    metaChanged();
    return session;
  }

  /** Disarms the armed fault at `index` (0 first); undefined when there is none there. */
  function disarmFault(sessionId: string, index: number): Session | undefined {
    const session = ensureSession(sessionId);
    if (!Number.isInteger(index) || index < 0 || index >= session.faults.length) return undefined;
    session.faults.splice(index, 1);
    metaChanged();
    return session;
  }

  return { takeFault, armFaults, disarmFault };
}
