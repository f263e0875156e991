import type { Session } from '../kernel/session';
import type { BankRequest } from './answer';
import type { BankAnswer } from './envelopes';
import type { SessionStore } from './session-store';

/** Keeps one call in the session's log, at `at` (its business time). */
export function logCall(
  store: SessionStore,
  session: Session,
  request: BankRequest,
  result: BankAnswer,
  at: string,
): void {
  // The store redacts personal data and secrets (redaction.ts's one list) before it keeps anything.
  store.appendLog(
    session,
    {
      at,
      method: request.method,
      path: request.path,
      request: request.method === 'GET' ? request.query : request.body,
      status: result.kind === 'envelope' ? result.status : 0,
      response: result.kind === 'envelope' ? result.envelope : { fault: result.fault },
      trace: result.trace,
    },
    result.kind === 'envelope' ? result.body : undefined,
  );
}
