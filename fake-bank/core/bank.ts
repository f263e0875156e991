import type { ScenarioCatalogue } from '../model/scenario';
import { handlers, hooks } from '../domain';
import { clockNow, moveClock, startClock, toWibIso } from '../kernel/clock';
import type { Session } from '../kernel/session';
import { MemorySessionStore, type SessionStore, type UnitOptions } from './session-store';
import { DAY_MS, MINUTE_MS } from '../../contracts/dates';
import { logCall } from './call-log';
import { specEnvelope, type BankProfile } from './spec-profile';
import { newCsrfSecret } from './csrf';
import { createAnswer, type BankRequest } from './answer';
import { openSealed } from './open-sealed';
import { traceText, type BankAnswer } from './envelopes';
import { createFaults } from './faults';
import { createSessions } from './sessions';

export type { BankRequest } from './answer';
export { TRACE_LIMIT, traceText, type BankAnswer } from './envelopes';
export { TIMEOUT_FAULT_MS } from './faults';

export interface BankOptions {
  /** The scenarios sessions start in: the entry hands them over (the bank never imports `scenarios/`). */
  scenarios: ScenarioCatalogue;
  /** Real time source; tests pass their own. */
  realNow?: () => number;
  store?: SessionStore;
  /** The profile of new sessions (FAKE_BANK_PROFILE); a session's own is set through the control surface. */
  profile?: BankProfile;
}

/** The bank's kernel: sessions (sessions.ts), faults (faults.ts), the answer pipeline (answer.ts), envelopes. */
export function createBank(options: BankOptions) {
  const realNow = options.realNow ?? (() => Date.now());
  const scenarios = options.scenarios;
  const catalogue = scenarios.scenarios;
  const store: SessionStore = options.store ?? new MemorySessionStore();
  store.useScenarios?.(scenarios);
  const csrfSecret = store.csrfSecret?.() ?? newCsrfSecret();

  /** Declares a change to the session of the current unit: the store writes it, derived books are dropped. */
  function changed(session: Session): void {
    hooks.afterChange(session);
    store.changed();
  }

  /**
   * Declares a change to the session's clock, faults or latency only: its state (and so its books, which
   * booksAt keys by day and the next dated fact) stays as it is, and the store need not encode it again.
   */
  function metaChanged(): void {
    store.changed('meta');
  }

  const { resetSession, ensureSession, viewSession } = createSessions({
    scenarios,
    store,
    realNow,
    csrfSecret,
    profile: options.profile,
  });
  const { takeFault, armFaults, disarmFault } = createFaults(store, ensureSession, metaChanged);

  function businessNow(session: Session): number {
    return clockNow(session.clock, realNow());
  }

  function describeClock(session: Session) {
    return toWibIso(businessNow(session));
  }

  function traceOf(session: Session, rule: string, change = 'none'): string {
    return traceText(
      `scenario=${session.scenarioId}; rule=${rule}; change=${change}; clock=${describeClock(session)}`,
    );
  }

  /**
   * The session of this unit goes back to what the store holds (a failure after the handler ran): the store
   * writes nothing of the unit but its log. A store without `revert` (none of this bank's) keeps it as it is.
   */
  function rolledBack(session: Session): void {
    hooks.afterChange(session);
    store.revert?.(session.id);
  }

  const answer = createAnswer({ handlers, changed, rolledBack, takeFault, businessNow, traceOf });

  function handle(request: BankRequest): BankAnswer {
    hooks.beginCall();
    const fresh = store.get(request.sessionId) === undefined;
    const session = ensureSession(request.sessionId);
    const result = answer(request, session);
    if (result.kind === 'envelope') {
      if (session.profile === 'spec') result.envelope = specEnvelope(result.envelope);
      result.body ??= JSON.stringify(result.envelope);
    }
    // A request refused before it used a session made for it leaves nothing behind (a stranger's requests
    // cost no rows), nor does a new visitor's token fetch (its cookie stays: the token is bound to it).
    if (fresh && result.kind === 'envelope' && (result.unused || result.idle) && store.discard) {
      store.discard(session.id);
      if (result.unused) result.discarded = true;
      return result;
    }
    logCall(store, session, request, result, describeClock(session));
    return result;
  }

  return {
    store,
    /** The catalogue's scenarios by id. */
    catalogue,
    /** The whole catalogue: seeds and clocks too (snapshots start sessions from it). */
    scenarios,
    changed,
    ensureSession,
    viewSession,
    resetSession,
    takeFault,
    businessNow,
    describeClock,

    /**
     * Answer one bank call for a session, and log it: synchronous, inside the caller's unit of work, with
     * any sealed fields already opened (`request.opened`). Transports use `serve`.
     */
    handle,

    /**
     * What a transport does with one bank call (the Express server and the browser demo alike): the RSA
     * keys made if this is the first call, sealed fields opened, then one unit of work in which the call is
     * answered and the session written. Also answers the session's latency, which the transport applies.
     */
    async serve(
      request: BankRequest,
      options?: UnitOptions,
    ): Promise<{ answer: BankAnswer; latencyMs: number }> {
      await hooks.sealing.prepareKeys();
      const sealed = await openSealed(store, hooks.sealing, request, options);
      return store.unit(
        request.sessionId,
        () => {
          const answer = handle({ ...request, ...sealed });
          return { answer, latencyMs: store.get(request.sessionId)?.latencyMs ?? 0 };
        },
        options,
      );
    },

    setClock(
      sessionId: string,
      move: { date?: string; advanceDays?: number; advanceMinutes?: number },
    ): Session {
      const session = ensureSession(sessionId);
      if (move.date) session.clock = startClock(move.date, realNow());
      const byMs = (move.advanceDays ?? 0) * DAY_MS + (move.advanceMinutes ?? 0) * MINUTE_MS;
      if (byMs) session.clock = moveClock(session.clock, realNow(), byMs);
      metaChanged();
      return session;
    },

    armFaults,
    disarmFault,

    /** Reports from the client's error collector land in the session log. */
    collect(sessionId: string, report: unknown): void {
      const session = ensureSession(sessionId);
      store.appendLog(session, {
        at: describeClock(session),
        method: 'REPORT',
        path: '/__fake-bank/collector',
        request: report,
        status: 0,
        response: null,
        trace: traceOf(session, 'client-report'),
      });
    },
  };
}

export type Bank = ReturnType<typeof createBank>;
