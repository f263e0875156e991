import {
  CODES,
  answeredIssue,
  checkedCodeData,
  issueText,
  endpointList,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
  type Envelope,
  type Lang,
} from '../../contracts';
import type { Fault } from '../model/faults';
import type { BankContext, PreparedSecrets } from '../kernel/handler';
import { BankError, NO_SECRETS } from '../kernel/handler';
import type { Session } from '../kernel/session';
import { SharedSeedWrite, isSharedSeedWrite } from '../kernel/shared-seed';
import { toTimestamp } from '../kernel/clock';
import type { OpenedSecrets } from './sealed';
import { specView } from './spec-profile';
import { codeEnvelope, envelopeAnswer, envelopeText, errorEnvelope, type BankAnswer } from './envelopes';
import { AnswerChecks } from './answer-checks';

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

type AnyHandler = (request: unknown, ctx: BankContext) => unknown;

/** What the answer pipeline needs of the kernel. */
export interface AnswerKernel {
  handlers: ReadonlyMap<AnyEndpoint, AnyHandler>;
  changed(session: Session): void;
  rolledBack(session: Session): void;
  takeFault(sessionId: string, path: string): Fault | undefined;
  businessNow(session: Session): number;
  traceOf(session: Session, rule: string, change?: string): string;
}

export const byUrl = new Map<string, AnyEndpoint>(endpointList.map((e) => [urlPathOf(e), e]));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A call's answer, in order: expired-session notice, armed fault, path, CSRF, contract, then its handler. */
export function createAnswer(kernel: AnswerKernel) {
  const { changed, rolledBack, businessNow, traceOf } = kernel;
  const checks = new AnswerChecks();

  /** The answers a call gets before its handler runs; undefined when it reaches one. */
  function answerBefore(
    request: BankRequest,
    session: Session,
  ): BankAnswer | { endpoint: AnyEndpoint; input: unknown } {
    const now = businessNow(session);
    // The session this browser had expired: it starts again from its scenario, and the first call says so.
    if (session.notice === 'expired' && request.path.startsWith('/ifes')) {
      delete session.notice;
      changed(session);
      return envelopeAnswer(
        200,
        errorEnvelope(now, 'SESSION_EXPIRED', request.lang, { scenario: session.scenarioId }),
        traceOf(session, 'session-expired', 'notice cleared'),
      );
    }

    const fault = kernel.takeFault(session.id, request.path);
    if (fault) {
      const trace = traceOf(session, `fault:${fault.kind}`, 'fault consumed');
      if (fault.kind === 'code') {
        return envelopeAnswer(
          200,
          codeEnvelope(now, fault.code ?? CODES.CANNOT_PROCESS.code, request.lang),
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
        errorEnvelope(now, 'NOT_FOUND', request.lang, { method: request.method, path: request.path }),
        traceOf(session, 'unknown-path'),
        true,
      );
    }

    if (endpoint.method !== 'GET' && (!session.csrfToken || request.csrfToken !== session.csrfToken)) {
      return envelopeAnswer(
        403,
        errorEnvelope(now, 'CSRF_INVALID', request.lang),
        traceOf(session, 'csrf'),
        true,
      );
    }

    const raw = endpoint.method === 'GET' ? request.query : request.body;
    if (!isPlainObject(raw)) {
      return envelopeAnswer(
        400,
        errorEnvelope(now, 'BAD_REQUEST', request.lang, {
          issues: [{ path: '', message: issueText('wrongType', request.lang) }],
        }),
        traceOf(session, 'contract'),
        true,
      );
    }
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 10).map((issue) => answeredIssue(issue, raw, request.lang));
      const envelope = errorEnvelope(now, 'BAD_REQUEST', request.lang, { issues });
      // A section 5 rule speaks for itself: the bank answers the form's own text.
      const firstRule = issues.find((issue) => issue.rule);
      if (firstRule) envelope.ret_msg = firstRule.message;
      return envelopeAnswer(400, envelope, traceOf(session, 'contract'), true);
    }
    return { endpoint, input: parsed.data };
  }

  /** The handler's answer, checked against the contract; a failure keeps none of its change. */
  function answerByHandler(
    request: BankRequest,
    session: Session,
    endpoint: AnyEndpoint,
    input: unknown,
  ): BankAnswer {
    const cannot = (rule: string): BankAnswer => {
      rolledBack(session);
      return envelopeAnswer(
        200,
        errorEnvelope(businessNow(session), 'CANNOT_PROCESS', request.lang),
        traceOf(session, rule),
      );
    };
    const handler = kernel.handlers.get(endpoint);
    if (!handler) {
      return envelopeAnswer(
        200,
        errorEnvelope(businessNow(session), 'CANNOT_PROCESS', request.lang),
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
      const data = handler(input, ctx);
      const checked = checks.check(endpoint, session.id, data, change === 'none');
      if (!checked) return cannot('contract-mismatch-in-bank');
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
      const answer = envelopeAnswer(200, envelope, trace);
      if (checked.text !== undefined && session.profile !== 'spec' && answer.kind === 'envelope') {
        answer.body = envelopeText(envelope, checked.text);
      }
      return answer;
    } catch (error) {
      // A bug in a handler is still answered as an envelope: the wire never sees a 5xx or a stack, and what
      // the handler changed before it failed is not kept (issue 39).
      if (!(error instanceof BankError)) {
        // A write into a piece shared with the seed: the store does the unit again on the session's own copy.
        if (isSharedSeedWrite(error, session.state)) throw new SharedSeedWrite(error);
        return cannot('handler-error');
      }
      // A refusal can still change state (a wrong OTP counts): keep it.
      if (change !== 'none') changed(session);
      // ret_data as the code declares it (contracts/codes, the OpenAPI document): off-shape is the bank's bug.
      const refusal = checkedCodeData(error.codeName, error.data);
      if (!refusal) return cannot('code-data-mismatch-in-bank');
      return envelopeAnswer(
        200,
        errorEnvelope(businessNow(session), error.codeName, request.lang, refusal.data),
        traceOf(session, rule, change),
      );
    }
  }

  return function answer(request: BankRequest, session: Session): BankAnswer {
    const before = answerBefore(request, session);
    if ('kind' in before) return before;
    return answerByHandler(request, session, before.endpoint, before.input);
  };
}
