import type { z } from 'zod/mini';
import type { DriftLog } from './drift';
import { controlIssuesText } from '../kernel/control-issues';
import type { Bank } from './bank';
import type { Session } from '../kernel/session';

/**
 * One call of the control surface without a transport, what it answers, and what every route of it uses:
 * the call's method and path as the routes match them, the caller's session described, one unit of work on it.
 */

export interface ControlCall {
  method: string;
  /** The path under /__fake-bank, e.g. /session or /simulate/va-payment. */
  path: string;
  body: unknown;
  /** The query string's values (`?offset=&limit=` of /sessions); an array when a name is repeated. */
  query?: Record<string, unknown>;
  /** The caller's session (asked only by calls that act on one: a transport may issue a cookie for it). */
  session: () => { id: string; known: boolean };
  /** Where a scenario's screenshot is served, when the transport has one (the server's gallery). */
  screenshotOf?: (scenarioId: string) => string | undefined;
  /** The upstream bank and what its answers differed in, when the transport passes calls on to one. */
  drift?: { base: string; log: DriftLog };
}

/** A JSON answer (no body: 204). */
export interface ControlAnswer {
  status: number;
  body?: unknown;
}

export const badRequest = (error: z.core.$ZodError | string): ControlAnswer => ({
  status: 400,
  body: { error: typeof error === 'string' ? error : controlIssuesText(error) },
});

/** The method and path a route matches: HEAD as GET, no trailing slash. */
export function routeOf(call: ControlCall): { method: string; path: string } {
  return {
    method: call.method === 'HEAD' ? 'GET' : call.method,
    path: call.path.length > 1 ? call.path.replace(/\/$/, '') : call.path,
  };
}

export const ok = (body: unknown): ControlAnswer => ({ status: 200, body });

/** What the routes answer about the caller's session, and their one unit of work on it. */
export function sessionTools(bank: Bank, call: ControlCall) {
  const described = (session: Session) => ({
    session: session.id,
    scenario: session.scenarioId,
    clock: bank.describeClock(session),
    profile: session.profile ?? 'full',
  });
  const describe = (sessionId: string) => described(bank.ensureSession(sessionId));
  /** One unit of work on the caller's session: loaded first, written before the answer goes out. */
  const inSession = <T>(work: (id: string) => T): Promise<T> => {
    const { id, known } = call.session();
    return bank.store.unit(id, () => work(id), { known });
  };
  return { described, describe, inSession };
}
