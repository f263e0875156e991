import { expect } from 'vitest';
import type { z } from 'zod';
import {
  CODES,
  EnvelopeSchema,
  endpoints,
  urlPathOf,
  type AnyEndpoint,
  type CodeName,
  type Envelope,
  type Lang,
} from '../../contracts';
import { createBank } from '../core/bank';
import { handleOpened } from '../testing/open-sealed-sync';
import type { MemorySessionStore } from '../core/session-store';

const START_REAL = Date.parse('2030-01-01T00:00:00Z');

/**
 * A bank with one session, driven as the client drives it (csrf token first, then POSTs), for the tests
 * of the wallet, loyalty and content area.
 */
export function walletTestBank(scenario = 'apply.can-apply') {
  let realNow = START_REAL;
  const bank = createBank({ realNow: () => realNow });
  const sessionId = 'wallet-test';
  bank.resetSession(sessionId, scenario);

  function csrf(): string {
    const answer = bank.handle({
      sessionId,
      method: 'GET',
      path: urlPathOf(endpoints.csrfToken),
      query: {},
      body: undefined,
      csrfToken: undefined,
      lang: 'id',
    });
    if (answer.kind !== 'envelope') throw new Error('no csrf envelope');
    return (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
  }

  function call(
    endpoint: AnyEndpoint,
    body: unknown,
    lang: Lang = 'id',
  ): { status: number; envelope: Envelope } {
    const token = bank.ensureSession(sessionId).csrfToken ?? csrf();
    const answer = handleOpened(bank, {
      sessionId,
      method: 'POST',
      path: urlPathOf(endpoint),
      query: {},
      body,
      csrfToken: token,
      lang,
    });
    if (answer.kind !== 'envelope') throw new Error(`expected an envelope, got ${JSON.stringify(answer)}`);
    EnvelopeSchema.parse(answer.envelope);
    return { status: answer.status, envelope: answer.envelope };
  }

  /** A success whose ret_data parses with the endpoint's response schema. */
  function ok<E extends AnyEndpoint>(endpoint: E, body: unknown, lang: Lang = 'id'): z.output<E['response']> {
    const { status, envelope } = call(endpoint, body, lang);
    expect(envelope.ret_code, JSON.stringify(envelope).slice(0, 500)).toBe(CODES.SUCCESS.code);
    expect(status).toBe(200);
    return endpoint.response.parse(envelope.ret_data) as z.output<E['response']>;
  }

  /** A business refusal with this code and its message. */
  function refused(endpoint: AnyEndpoint, body: unknown, code: CodeName, lang: Lang = 'id'): Envelope {
    const { status, envelope } = call(endpoint, body, lang);
    expect(envelope.ret_code, JSON.stringify(envelope).slice(0, 500)).toBe(CODES[code].code);
    expect(envelope.ret_msg).toBe(CODES[code][lang]);
    expect(status).toBe(200);
    return envelope;
  }

  /** A contract refusal: 400 BAD_REQUEST. */
  function bad(endpoint: AnyEndpoint, body: unknown): Envelope {
    const { status, envelope } = call(endpoint, body);
    expect(status).toBe(400);
    expect(envelope.ret_code).toBe(CODES.BAD_REQUEST.code);
    return envelope;
  }

  return {
    bank,
    call,
    ok,
    refused,
    bad,
    state: () => bank.ensureSession(sessionId).state,
    session: () => bank.ensureSession(sessionId),
    now: () => bank.businessNow(bank.ensureSession(sessionId)),
    advance(ms: number) {
      realNow += ms;
    },
    log: () => (bank.store as MemorySessionStore).logOf(sessionId),
  };
}
