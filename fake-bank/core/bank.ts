import {
  CODES,
  answeredIssue,
  checkedCodeData,
  issueText,
  codeByValue,
  endpointList,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
  type CodeName,
  type Envelope,
  type Lang,
} from '../../contracts';
import { FaultsInputSchema, type Fault, type FaultsInput } from '../state/faults';
import type { Scenario, ScenarioCatalogue } from '../state/scenario';
import { handlers } from '../domain';
import { beginBooksCall, forgetBooks } from '../domain/credit/credit-book-cache';
import { clockNow, moveClock, startClock, toTimestamp, toWibIso } from '../kernel/clock';
import type { BankContext } from '../kernel/handler';
import { BankError } from '../kernel/handler';
import type { Session } from '../kernel/session';
import { MemorySessionStore, type SessionStore, type UnitOptions } from './session-store';
import { DAY_MS, MINUTE_MS } from '../../contracts/dates';
import { sealedValuesOf, type OpenedSecrets } from './sealed';
import { loggedBodies, redactForLog } from './redaction';
import { prepareRsaKeys, rsaDecrypt } from '../domain/security/security-crypto';
import { NO_SECRETS, prepareSecrets } from '../domain/security/security-kdf';
import { specEnvelope, specView, type BankProfile } from './spec-profile';
import type { PreparedSecrets } from '../kernel/handler';
import { csrfTokenOf, newCsrfSecret } from './csrf';

export interface BankRequest {
  sessionId: string;
  method: string;
  /** The URL path as called, e.g. /ifes/ams/account/pre_check. */
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  csrfToken: string | undefined;
  lang: Lang;
  /** Sealed fields already opened by the transport (bank.serve does it), by cipher text. */
  opened?: OpenedSecrets;
  /** Their slow derivations (PINs and passwords), made at the edge too. */
  secrets?: PreparedSecrets;
}

/**
 * How long a transport holds a call that a "timeout" fault names: longer than the client's 30000 ms timeout
 * (spec section 9), so the client gives up first. One figure for the server and the browser demo.
 */
export const TIMEOUT_FAULT_MS = 35_000;

export type BankAnswer =
  | {
      kind: 'envelope';
      status: number;
      envelope: Envelope;
      trace: string;
      /** The envelope's JSON, made once for the call log and the wire. */
      body?: string;
      /** Refused before the session was used (unknown path, CSRF, bad input). */
      unused?: boolean;
      /** And the session was made for this call, so it was not kept: the transport hands out no cookie. */
      discarded?: boolean;
      /**
       * The call read nothing a row must keep (the CSRF token, which is derived from the session id): a
       * session made for it is not kept, but its cookie is (the token is bound to it).
       */
      idle?: boolean;
    }
  /** network, timeout and http faults are carried out by the transport. */
  | { kind: 'fault'; fault: Fault; latencyMs: number; trace: string };

export interface BankOptions {
  /** The scenarios sessions start in: the entry hands them over (the bank never imports `scenarios/`). */
  scenarios: ScenarioCatalogue;
  /** Real time source; tests pass their own. */
  realNow?: () => number;
  store?: SessionStore;
  /** The profile of new sessions (FAKE_BANK_PROFILE); a session's own is set through the control surface. */
  profile?: BankProfile;
}

/** The longest X-Fake-Bank-Trace (characters): a clock move over decades lists hundreds of auto-debits. */
export const TRACE_LIMIT = 512;

/**
 * A trace as a header can carry it, whatever a rule noted: printable ASCII only (Node refuses a header with
 * anything else, and then the answer fails after its change was committed), an ellipsis as three dots, at
 * most TRACE_LIMIT characters (cut in the middle, so the clock at its end stays).
 */
export function traceText(text: string): string {
  const ascii = text.replace(/\u2026/g, '...').replace(/[^\x20-\x7e]/g, '?');
  if (ascii.length <= TRACE_LIMIT) return ascii;
  const tail = ascii.slice(ascii.lastIndexOf('; clock='));
  return `${ascii.slice(0, TRACE_LIMIT - tail.length - 3)}...${tail}`;
}

const byUrl = new Map<string, AnyEndpoint>(endpointList.map((e) => [urlPathOf(e), e]));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createBank(options: BankOptions) {
  const realNow = options.realNow ?? (() => Date.now());
  const scenarios = options.scenarios;
  const catalogue = scenarios.scenarios;
  const store: SessionStore = options.store ?? new MemorySessionStore();
  store.useScenarios?.(scenarios);
  const csrfSecret = store.csrfSecret?.() ?? newCsrfSecret();

  /** Declares a change to the session of the current unit: the store writes it, derived books are dropped. */
  function changed(session: Session): void {
    forgetBooks(session.state.credit);
    store.changed();
  }

  /**
   * Declares a change to the session's clock, faults or latency only: its state (and so its books, which
   * booksAt keys by day and the next dated fact) stays as it is, and the store need not encode it again.
   */
  function metaChanged(): void {
    store.changed('meta');
  }

  function newSession(
    id: string,
    scenario: Scenario,
    profile = options.profile,
    csrfToken: string | null = null,
  ): Session {
    return {
      ...(profile === 'spec' ? { profile } : {}),
      id,
      scenarioId: scenario.id,
      state: scenarios.seedStateOf(scenario),
      clock: startClock(scenarios.clockOf(scenario), realNow()),
      csrfToken,
      latencyMs: scenario.faults?.latencyMs ?? 0,
      faults: [...(scenario.faults?.next ?? [])],
      polls: { ...scenario.polls },
    };
  }

  /** A new start in a scenario; the session keeps the profile it had unless `profile` names one. */
  function resetSession(id: string, scenarioId: string, profile?: BankProfile): Session {
    const scenario = catalogue.get(scenarioId);
    if (!scenario) throw new BankError('NOT_FOUND', { scenario: scenarioId });
    const existing = store.get(id);
    // A new visitor's token is derived from its id, so fetching it needs no row (decision 0081); a reset
    // session gets a new random one when it asks, which voids the token it had.
    const token = existing ? null : csrfTokenOf(csrfSecret, id);
    const session = newSession(id, scenario, profile ?? existing?.profile ?? options.profile, token);
    store.put(session);
    return session;
  }

  function ensureSession(id: string): Session {
    return store.get(id) ?? resetSession(id, store.scenarioHint?.(id) ?? scenarios.defaultId);
  }

  /**
   * The session to look at without changing it (inside a unit): one made for this look is not kept, no row
   * and no log (a visitor who does nothing costs nothing, decision 0081). Read it before anything else
   * calls ensureSession in the unit, which would make it again.
   */
  function viewSession(id: string): Session {
    const fresh = store.get(id) === undefined;
    const session = ensureSession(id);
    if (fresh) store.discard?.(id);
    return session;
  }

  function businessNow(session: Session): number {
    return clockNow(session.clock, realNow());
  }

  function describeClock(session: Session) {
    return toWibIso(businessNow(session));
  }

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
    forgetBooks(session.state.credit);
    store.revert?.(session.id);
  }

  function errorEnvelope(session: Session, codeName: CodeName, lang: Lang, data: unknown = null): Envelope {
    const entry = CODES[codeName];
    return {
      ret_code: entry.code,
      ret_msg: entry[lang],
      ret_data: data,
      system_time: toTimestamp(businessNow(session)),
    };
  }

  function codeEnvelope(session: Session, code: string, lang: Lang): Envelope {
    return {
      ret_code: code,
      ret_msg: (codeByValue(code) ?? CODES.CANNOT_PROCESS)[lang],
      ret_data: null,
      system_time: toTimestamp(businessNow(session)),
    };
  }

  function answer(request: BankRequest, session: Session): BankAnswer {
    const envelopeAnswer = (
      status: number,
      envelope: Envelope,
      trace: string,
      unused?: true,
    ): BankAnswer => ({
      kind: 'envelope',
      status,
      envelope,
      trace,
      ...(unused ? { unused } : {}),
    });

    // The session this browser had expired: it starts again from its scenario, and the first call says so.
    if (session.notice === 'expired' && request.path.startsWith('/ifes')) {
      delete session.notice;
      changed(session);
      return envelopeAnswer(
        200,
        errorEnvelope(session, 'SESSION_EXPIRED', request.lang, { scenario: session.scenarioId }),
        traceOf(session, 'session-expired', 'notice cleared'),
      );
    }

    const fault = takeFault(session.id, request.path);
    if (fault) {
      const trace = traceOf(session, `fault:${fault.kind}`, 'fault consumed');
      if (fault.kind === 'code') {
        return envelopeAnswer(
          200,
          codeEnvelope(session, fault.code ?? CODES.CANNOT_PROCESS.code, request.lang),
          trace,
        );
      }
      return { kind: 'fault', fault, latencyMs: session.latencyMs, trace };
    }

    const endpoint = byUrl.get(request.path);
    const expected = endpoint?.method === 'GET' ? 'GET' : 'POST';
    // The spec-only bank knows no call of this bank's own.
    const known = endpoint && !(endpoint.ours && session.profile === 'spec');
    if (!known || request.method !== expected) {
      return envelopeAnswer(
        404,
        errorEnvelope(session, 'NOT_FOUND', request.lang, { method: request.method, path: request.path }),
        traceOf(session, 'unknown-path'),
        true,
      );
    }

    if (endpoint.method !== 'GET' && (!session.csrfToken || request.csrfToken !== session.csrfToken)) {
      return envelopeAnswer(
        403,
        errorEnvelope(session, 'CSRF_INVALID', request.lang),
        traceOf(session, 'csrf'),
        true,
      );
    }

    const raw = endpoint.method === 'GET' ? request.query : request.body;
    if (!isPlainObject(raw)) {
      return envelopeAnswer(
        400,
        errorEnvelope(session, 'BAD_REQUEST', request.lang, {
          issues: [{ path: '', message: issueText('wrongType', request.lang) }],
        }),
        traceOf(session, 'contract'),
        true,
      );
    }
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 10).map((issue) => answeredIssue(issue, raw, request.lang));
      const envelope = errorEnvelope(session, 'BAD_REQUEST', request.lang, { issues });
      // A section 5 rule speaks for itself: the bank answers the form's own text.
      const firstRule = issues.find((issue) => issue.rule);
      if (firstRule) envelope.ret_msg = firstRule.message;
      return envelopeAnswer(400, envelope, traceOf(session, 'contract'), true);
    }

    const handler = handlers.get(endpoint);
    if (!handler) {
      return envelopeAnswer(
        200,
        errorEnvelope(session, 'CANNOT_PROCESS', request.lang),
        traceOf(session, 'no-handler'),
      );
    }

    let code: string = CODES.SUCCESS.code;
    let rule = endpoint.path;
    let change = 'none';
    const ctx: BankContext = {
      session,
      state: session.state,
      now: businessNow(session),
      lang: request.lang,
      opened: (cipher) => request.opened?.get(cipher),
      secrets: request.secrets ?? NO_SECRETS,
      answerWith: (value) => {
        code = value;
      },
      note: (r, c) => {
        rule = r;
        if (c) change = c;
      },
    };
    try {
      const data = handler(parsed.data, ctx);
      const checked = endpoint.response.safeParse(data);
      if (!checked.success) {
        rolledBack(session);
        return envelopeAnswer(
          200,
          errorEnvelope(session, 'CANNOT_PROCESS', request.lang),
          traceOf(session, 'contract-mismatch-in-bank'),
        );
      }
      if (change !== 'none') changed(session);
      const envelope: Envelope = {
        ret_code: code,
        ret_msg: (isSuccessCode(code) ? CODES.SUCCESS : CODES.CANNOT_PROCESS)[request.lang],
        ret_data: session.profile === 'spec' ? specView(endpoint.response, checked.data) : checked.data,
        system_time: toTimestamp(ctx.now),
      };
      const trace = traceOf(session, rule, change);
      if (endpoint === endpoints.csrfToken && change === 'none') {
        return { kind: 'envelope', status: 200, envelope, trace, idle: true };
      }
      return envelopeAnswer(200, envelope, trace);
    } catch (error) {
      if (error instanceof BankError) {
        // A refusal can still change state (a wrong OTP counts): keep it.
        if (change !== 'none') changed(session);
        // ret_data as the code declares it (contracts/codes, the OpenAPI document): off-shape is the bank's bug.
        const refusal = checkedCodeData(error.codeName, error.data);
        if (!refusal) {
          rolledBack(session);
          return envelopeAnswer(
            200,
            errorEnvelope(session, 'CANNOT_PROCESS', request.lang),
            traceOf(session, 'code-data-mismatch-in-bank'),
          );
        }
        return envelopeAnswer(
          200,
          errorEnvelope(session, error.codeName, request.lang, refusal.data),
          traceOf(session, rule, change),
        );
      }
      // A bug in a handler is still answered as an envelope: the wire never sees a 5xx or a stack, and what
      // the handler changed before it failed is not kept (issue 39).
      rolledBack(session);
      return envelopeAnswer(
        200,
        errorEnvelope(session, 'CANNOT_PROCESS', request.lang),
        traceOf(session, 'handler-error'),
      );
    }
  }

  /**
   * Opens the sealed fields of a call with the session's own RSA key (Web Crypto, asynchronous), before the
   * unit that handles it: a read-only unit fetches the key. Values that do not open are left out; the handler
   * then refuses them as it refuses any ciphertext it cannot read.
   */
  async function openSealed(
    request: BankRequest,
    options?: UnitOptions,
  ): Promise<{ opened: OpenedSecrets; secrets: PreparedSecrets }> {
    const none = { opened: new Map(), secrets: NO_SECRETS };
    const endpoint = byUrl.get(request.path);
    if (!endpoint || endpoint.method === 'GET') return none;
    const ciphers = sealedValuesOf(endpoint, request.body);
    if (!ciphers.length) return none;
    const security = await store.unit(
      request.sessionId,
      () => {
        const slice = store.get(request.sessionId)?.state.security;
        return slice && { key: slice.rsa?.privateKeyPem, pin: slice.pin, loginPassword: slice.loginPassword };
      },
      options,
    );
    if (!security?.key) return none;
    const opened = new Map<string, string>();
    for (const cipher of ciphers) {
      const plain = await rsaDecrypt(security.key, cipher);
      if (plain !== undefined) opened.set(cipher, plain);
    }
    return { opened, secrets: await prepareSecrets(security, [...opened.values()]) };
  }

  function handle(request: BankRequest): BankAnswer {
    beginBooksCall();
    const fresh = store.get(request.sessionId) === undefined;
    const session = ensureSession(request.sessionId);
    const result = answer(request, session);
    if (result.kind === 'envelope') {
      if (session.profile === 'spec') result.envelope = specEnvelope(result.envelope);
      result.body = JSON.stringify(result.envelope);
    }
    // A request refused before it used a session made for it leaves nothing behind (a stranger's requests
    // cost no rows), nor does a new visitor's token fetch (its cookie stays: the token is bound to it).
    if (fresh && result.kind === 'envelope' && (result.unused || result.idle) && store.discard) {
      store.discard(session.id);
      if (result.unused) result.discarded = true;
      return result;
    }
    // Personal data and secrets redacted by the one list (redaction.ts) before the log keeps anything.
    const logged = loggedBodies(
      request.method === 'GET' ? request.query : request.body,
      result.kind === 'envelope' ? result.envelope : { fault: result.fault },
      result.kind === 'envelope' ? result.body : undefined,
    );
    store.appendLog(
      session,
      {
        at: describeClock(session),
        method: request.method,
        path: request.path,
        request: logged.request,
        status: result.kind === 'envelope' ? result.status : 0,
        response: logged.response,
        trace: result.trace,
      },
      logged.responseText,
    );
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
      await prepareRsaKeys();
      const sealed = await openSealed(request, options);
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

    armFaults(sessionId: string, input: FaultsInput): Session {
      const faults = FaultsInputSchema.parse(input);
      const session = ensureSession(sessionId);
      if (faults.latencyMs !== undefined) session.latencyMs = faults.latencyMs;
      if (faults.next) session.faults.push(...faults.next);
      metaChanged();
      return session;
    },

    /** Disarms the armed fault at `index` (0 first); undefined when there is none there. */
    disarmFault(sessionId: string, index: number): Session | undefined {
      const session = ensureSession(sessionId);
      if (!Number.isInteger(index) || index < 0 || index >= session.faults.length) return undefined;
      session.faults.splice(index, 1);
      metaChanged();
      return session;
    },

    /** Reports from the client's error collector land in the session log. */
    collect(sessionId: string, report: unknown): void {
      const session = ensureSession(sessionId);
      store.appendLog(session, {
        at: describeClock(session),
        method: 'REPORT',
        path: '/__fake-bank/collector',
        request: redactForLog(report),
        status: 0,
        response: null,
        trace: traceOf(session, 'client-report'),
      });
    },
  };
}

export type Bank = ReturnType<typeof createBank>;
