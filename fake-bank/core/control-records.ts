import type { Bank } from './bank';
import { ok, routeOf, sessionTools, type ControlAnswer, type ControlCall } from './control-call';

/** What the bank recorded: the session's log, the client's reports, an upstream's drift. */

/** Answers `/drift` (GET, DELETE), `GET /log` and `POST /collector`, or undefined. */
export async function answerRecords(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  const { method, path } = routeOf(call);
  const { inSession } = sessionTools(bank, call);

  // The differences found in an upstream's answers (FAKE_BANK_UPSTREAM, upstream.ts): none without one.
  if (path === '/drift' && (method === 'GET' || method === 'DELETE')) {
    if (method === 'DELETE') {
      call.drift?.log.clear();
      return { status: 204 };
    }
    return ok({ upstream: call.drift?.base ?? null, entries: call.drift?.log.entries() ?? [] });
  }

  if (method === 'GET' && path === '/log') {
    const log = await bank.store.readLog(call.session().id);
    return ok(log.slice().reverse());
  }

  /** The client's error collector: non-2xx statuses, contract mismatches, white screens, load errors. */
  if (method === 'POST' && path === '/collector') {
    await inSession((id) => bank.collect(id, call.body));
    return { status: 204 };
  }

  return undefined;
}
