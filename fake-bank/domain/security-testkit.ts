import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import {
  CODES,
  EnvelopeSchema,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
  type CodeName,
  type Envelope,
  type Lang,
} from '../../contracts';
import { createBank } from '../core/bank';
import { handleOpened } from '../testing/open-sealed-sync';
import type { z } from 'zod';

/**
 * Test support of the security area: drives one session of a real bank through bank.handle, on a clock the
 * test moves, and encrypts PINs and passwords as a client would (RSA-OAEP SHA-256 with the factor's key).
 */
export const START_REAL = Date.parse('2030-01-01T00:00:00Z');
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export interface Answer<T = unknown> {
  status: number;
  envelope: Envelope;
  code: string;
  data: T;
}

let sessions = 0;

export function securityDriver(scenario = 'apply.can-apply') {
  let realNow = START_REAL;
  const bank = createBank({ realNow: () => realNow });
  const sessionId = `security-${++sessions}`;
  bank.resetSession(sessionId, scenario);
  let csrf: string | undefined;

  function raw(endpoint: AnyEndpoint, body: unknown, lang: Lang = 'id'): Answer {
    const isGet = endpoint.method === 'GET';
    if (!isGet && !csrf) {
      const got = bank.handle({
        sessionId,
        method: 'GET',
        path: '/ifes/common/csrf_token/get',
        query: {},
        body: undefined,
        csrfToken: undefined,
        lang,
      });
      if (got.kind !== 'envelope') throw new Error('no csrf envelope');
      csrf = (got.envelope.ret_data as { csrf_token: string }).csrf_token;
    }
    const answer = handleOpened(bank, {
      sessionId,
      method: isGet ? 'GET' : 'POST',
      path: urlPathOf(endpoint),
      query: isGet ? (body as Record<string, unknown>) : {},
      body: isGet ? undefined : body,
      csrfToken: isGet ? undefined : csrf,
      lang,
    });
    if (answer.kind !== 'envelope') throw new Error(`fault ${JSON.stringify(answer.fault)}`);
    const envelope = EnvelopeSchema.parse(answer.envelope);
    return { status: answer.status, envelope, code: envelope.ret_code, data: envelope.ret_data };
  }

  /** A call that must succeed: its ret_data parsed with the endpoint's response schema. */
  function ok<E extends AnyEndpoint>(endpoint: E, body: unknown, lang: Lang = 'id'): z.output<E['response']> {
    const answer = raw(endpoint, body, lang);
    if (answer.status !== 200 || !isSuccessCode(answer.code)) {
      throw new Error(
        `${endpoint.path} answered ${answer.code} ${answer.envelope.ret_msg} ${JSON.stringify(answer.data)}`,
      );
    }
    return endpoint.response.parse(answer.data) as z.output<E['response']>;
  }

  /** A call that must be refused with this code (200 for business refusals, 400 for BAD_REQUEST). */
  function refused(endpoint: AnyEndpoint, body: unknown, name: CodeName, lang: Lang = 'id'): Answer {
    const answer = raw(endpoint, body, lang);
    if (answer.code !== CODES[name].code) {
      throw new Error(
        `${endpoint.path}: expected ${name}, got ${answer.code} ${answer.envelope.ret_msg} ${JSON.stringify(answer.data)}`,
      );
    }
    return answer;
  }

  return {
    bank,
    sessionId,
    raw,
    ok,
    refused,
    advance(ms: number) {
      realNow += ms;
    },
    get state() {
      return bank.ensureSession(sessionId).state;
    },
    now() {
      return bank.businessNow(bank.ensureSession(sessionId));
    },
  };
}

export type SecurityDriver = ReturnType<typeof securityDriver>;

/** What a client does with a factor: RSA-OAEP SHA-256 over the UTF-8 text, base64. */
export function encryptWith(publicKeyBase64: string, text: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}
