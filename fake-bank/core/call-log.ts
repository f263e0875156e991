import type { Session } from '../kernel/session';
import type { BankRequest } from './answer';
import type { BankAnswer } from './envelopes';
import { loggedBodies } from './redaction';
import type { SessionStore } from './session-store';

/** Keeps one call in the session's log, at `at` (its business time). */
export function logCall(
  store: SessionStore,
  session: Session,
  request: BankRequest,
  result: BankAnswer,
  at: string,
): void {
  // Personal data and secrets redacted by the one list (redaction.ts) before the log keeps anything.
  const logged = loggedBodies(
    request.method === 'GET' ? request.query : request.body,
    result.kind === 'envelope' ? result.envelope : { fault: result.fault },
    result.kind === 'envelope' ? result.body : undefined,
  );
  store.appendLog(
    session,
    {
      at,
      method: request.method,
      path: request.path,
      request: logged.request,
      status: result.kind === 'envelope' ? result.status : 0,
      response: logged.response,
      trace: result.trace,
    },
    logged.responseText,
  );
}
