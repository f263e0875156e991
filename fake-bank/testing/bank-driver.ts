import { Faker, base, en, id_ID } from '@faker-js/faker';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod/mini';
import {
  CODES,
  EnvelopeSchema,
  endpoints,
  envelopeMessage,
  urlPathOf,
  type CodeName,
  type EndpointName,
  type Envelope,
  type Lang,
} from '../../contracts';
import { isoToMs } from '../../contracts/dates';
import { LOAN_APPLY_PIN_SCENE } from '../../contracts/entities/credit';
import { REPAY_PIN_SCENE } from '../../contracts/entities/repayment';
import type { BankState } from '../model/bank-state';
import type { BankProfile } from '../kernel/session';
import { createBank, type BankOptions } from '../core/bank';
import type { MemorySessionStore } from '../core/session-store';
import { receiveRepaymentTransfer, vaAccountNo } from '../domain/credit/credit-repay';
import { SEEDED_PIN } from '../model/security';
import { encryptWith } from './encrypt-with';
import { handleOpened } from './open-sealed-sync';
import { scenarioCatalogue } from '../../scenarios';

/**
 * The one driver of the bank's tests (decision 36): a real bank on a real time the test moves, sessions
 * opened by scenario, and calls made by endpoint name as the client makes them (csrf token first, GET as
 * query, POST as body, sealed fields opened as the bank's edge does).
 */
export const SECOND = 1000;

/** Real time when a driver starts: every session's business clock runs from its scenario's date. */
const START_REAL = isoToMs('2030-01-01T00:00:00Z');
const DEFAULT_SCENARIO = 'apply.can-apply';

export type DataOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;

/** A seed changes a fresh session's state (the credit presets), with a faker seeded for repeatable data. */
export type Seed = (state: BankState, faker: Faker) => void;

export interface SessionOptions {
  /** The session id (default `session-N`); reopening an id starts that session afresh. */
  id?: string;
  /** Sets the session's clock (ISO) once opened, as the control surface does. */
  clock?: string;
  seed?: Seed;
  /** faker's seed for `seed` (default 7). */
  fakerSeed?: number;
  /** Poll counters the session starts with (e.g. how many polls an apply result stays pending). */
  polls?: Record<string, number>;
  /** The bank's profile for this session (default full); `spec` answers only what the spec names. */
  profile?: BankProfile;
}

/** One answer of the bank: `data` is the success's ret_data parsed with the endpoint's schema, else null. */
export interface Answer<N extends EndpointName = EndpointName> {
  status: number;
  code: string;
  msg: string;
  envelope: Envelope;
  raw: Record<string, unknown> | null;
  data: DataOf<N> | null;
  trace: string;
}

/** The HTTP status a refusal comes with (bank.ts): the gate's refusals have their own, the rest 200. */
function statusOf(code: CodeName): number {
  if (code === 'BAD_REQUEST') return 400;
  if (code === 'CSRF_INVALID') return 403;
  if (code === 'NOT_FOUND') return 404;
  return 200;
}

/** The name of a code given by its 8-digit value (for tables written with values). */
export function codeName(value: string): CodeName {
  const name = (Object.keys(CODES) as CodeName[]).find((n) => CODES[n].code === value);
  if (!name) throw new Error(`no code ${value}`);
  return name;
}

/**
 * The raw bank of a test (the driver's kernel mode): the scenario catalogue by default, and the options the
 * entries pass (clock, store, profile) for tests of the HTTP edge, the stores and the MSW handlers.
 */
export function testBank(options: Partial<BankOptions> = {}) {
  return createBank({ scenarios: scenarioCatalogue, ...options });
}

/** The driver's process mode: a real bank server in a child process (durability and store tests). */
export { freePort, spawnBank, type SpawnedBank } from './spawn-bank';

export function bankDriver(start = START_REAL) {
  let realNow = start;
  const core = testBank({ realNow: () => realNow });
  let opened = 0;

  /** Opens a session in a scenario (default apply.can-apply) and drives it. */
  function session(scenario = DEFAULT_SCENARIO, options: SessionOptions = {}) {
    const id = options.id ?? `session-${++opened}`;
    const fresh = core.resetSession(id, scenario, options.profile ?? 'full');
    if (options.seed) {
      const faker = new Faker({ locale: [id_ID, en, base] });
      faker.seed(options.fakerSeed ?? 7);
      options.seed(fresh.state, faker);
    }
    if (options.polls) fresh.polls = { ...options.polls };
    if (options.clock) core.setClock(id, { date: options.clock });
    return sessionDriver(id);
  }

  function sessionDriver(id: string) {
    const current = () => core.ensureSession(id);

    /** The csrf token as the client gets it: once, from csrf_token/get, before its first POST. */
    function csrfToken(): string {
      const known = current().csrfToken;
      if (known) return known;
      const got = call('csrfToken').data;
      if (!got) throw new Error('no csrf token');
      return got.csrf_token;
    }

    /** Any answer, success or refusal, its envelope checked against EnvelopeSchema. */
    function call<N extends EndpointName>(name: N, body: unknown = {}, lang: Lang = 'id'): Answer<N> {
      const endpoint = endpoints[name];
      const isGet = endpoint.method === 'GET';
      const answer = handleOpened(core, {
        sessionId: id,
        method: isGet ? 'GET' : 'POST',
        path: urlPathOf(endpoint),
        query: isGet ? (body as Record<string, unknown>) : {},
        body: isGet ? undefined : body,
        csrfToken: isGet ? undefined : csrfToken(),
        lang,
      });
      if (answer.kind !== 'envelope') throw new Error(`${name}: fault ${JSON.stringify(answer.fault)}`);
      const envelope = EnvelopeSchema.parse(answer.envelope);
      const success = envelope.ret_code === CODES.SUCCESS.code;
      return {
        status: answer.status,
        code: envelope.ret_code,
        msg: envelopeMessage(envelope),
        envelope,
        raw: envelope.ret_data as Record<string, unknown> | null,
        data: success ? (endpoint.response.parse(envelope.ret_data) as DataOf<N>) : null,
        trace: answer.trace,
      };
    }

    /** A call that must succeed (200, 0000 and its message): its ret_data parsed with the endpoint's schema. */
    function ok<N extends EndpointName>(name: N, body: unknown = {}, lang: Lang = 'id'): DataOf<N> {
      const answer = call(name, body, lang);
      const seen = `${name} answered ${answer.code} ${answer.msg} ${JSON.stringify(answer.raw)?.slice(0, 400)}`;
      expect(answer.code, seen).toBe(CODES.SUCCESS.code);
      expect(answer.msg, seen).toBe(CODES.SUCCESS[lang]);
      expect(answer.status, seen).toBe(200);
      return answer.data as DataOf<N>;
    }

    /**
     * A call that must be refused with this code, its status (400 for BAD_REQUEST, 200 for business
     * refusals) and its message (a BAD_REQUEST may answer a section 5 rule's own text instead).
     */
    function refused<N extends EndpointName>(
      name: N,
      body: unknown,
      code: CodeName,
      lang: Lang = 'id',
    ): Answer<N> {
      const answer = call(name, body, lang);
      const seen = `${name}: ${JSON.stringify(answer.envelope).slice(0, 500)}`;
      expect(answer.code, seen).toBe(CODES[code].code);
      expect(answer.status, seen).toBe(statusOf(code));
      if (code !== 'BAD_REQUEST') expect(answer.msg, seen).toBe(CODES[code][lang]);
      return answer;
    }

    /** A fresh factor of get/random_factor for this scene and the PIN sealed with its key, as the client sends them. */
    function sealPin(scene: string, pin: string = SEEDED_PIN) {
      const factor = ok('getRandomFactor', { scene });
      return { password: encryptWith(factor.publicKey, pin), factor: factor.factor };
    }

    /** password/validate's session for a PIN (default the seeded one): the proof a PIN step takes. */
    function pinSession(scene: string = LOAN_APPLY_PIN_SCENE, pin: string = SEEDED_PIN): string {
      return ok('passwordValidate', { ...sealPin(scene, pin), scene }).session;
    }

    return {
      id,
      core,
      call,
      ok,
      refused,
      sealPin,
      pinSession,
      /** The session of a right PIN for a repayment from the balance: what apply/repay takes as session. */
      repaySession: (pin: string = SEEDED_PIN) => pinSession(REPAY_PIN_SCENE, pin),
      /** A verified OTP's session (magic code 123456), the proof of an OTP_VALIDATE step. */
      otpSession(usage = 'PAYLATER_APPLY'): string {
        const phone_no = current().state.customer.phone;
        ok('getOtp', { phone_no, usage_id: usage, channel: 'WHATSAPP' });
        return ok('verifyOtp', { phone_no, usage_id: usage, phone_check_num: '123456' }).session;
      },
      /** Uploads a file by name (the HTTP layer's shape: name, type, size, sha256). */
      upload(fileName: string, content = fileName) {
        const file = {
          fileName,
          mimeType: 'image/jpeg',
          size: String(content.length),
          hash: createHash('sha256').update(content).digest('hex'),
        };
        return ok('commonUploadFile', { file }).items[0]!;
      },
      /** A transfer to the customer's repayment virtual account (what simulate/va-payment does). */
      transfer(amount: number, vaCode?: string) {
        const open = current();
        const result = receiveRepaymentTransfer(
          open.state,
          { vaCode: vaCode ?? vaAccountNo(open.state), amount },
          core.businessNow(open),
          open.polls,
        );
        if (result.ok) core.changed(open);
        return result;
      },
      state: (): BankState => current().state,
      session: current,
      now: () => core.businessNow(current()),
      log: () => (core.store as MemorySessionStore).logOf(id),
      flow(bizServiceId = 'PAYLATER_APPLY') {
        return current().state.onboarding.flows.find((f) => f.bizServiceId === bizServiceId)!;
      },
      /** Clock moves of the control surface (this session's clock only). */
      setClock: (date: string) => core.setClock(id, { date }),
      advanceMinutes: (minutes: number) => core.setClock(id, { advanceMinutes: minutes }),
      advanceDays: (days: number) => core.setClock(id, { advanceDays: days }),
      /** Real time passes (a tester waiting): every session's clock runs on with it. */
      elapse: (ms: number) => elapse(ms),
    };
  }

  function elapse(ms: number) {
    realNow += ms;
  }

  return { core, session, elapse };
}

export type BankDriver = ReturnType<typeof bankDriver>;
export type SessionDriver = ReturnType<BankDriver['session']>;
