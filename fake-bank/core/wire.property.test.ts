import { Faker, base, en, id_ID } from '@faker-js/faker';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fake, setFaker } from 'zod-schema-faker/v4';
import {
  EmailSchema,
  EnvelopeSchema,
  FullNameSchema,
  NewPasswordSchema,
  codeByValue,
  endpointList,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
} from '../../contracts';
import { catalogue, scenarioCatalogue } from '../../scenarios';
import { handlers } from '../domain';
// A kernel test: it tests createBank itself, so it builds its bank directly (issue 41: others use bank-driver.ts).
import { createBank, type BankAnswer } from './bank';

/**
 * Property tests over the whole endpoint table: generated valid requests answer success or a documented
 * business error whose envelope parses; generated invalid ones an error envelope; the bank keeps answering.
 */
const faker = new Faker({ locale: [id_ID, en, base] });
setFaker(faker);

/** At least 10,000 generated calls per run, however many endpoints the table has. */
const RUNS = Math.max(50, Math.ceil(10_200 / (2 * endpointList.length)));
const VALID_RUNS = RUNS;
const INVALID_RUNS = RUNS;
const bank = createBank({ scenarios: scenarioCatalogue, realNow: () => Date.parse('2026-11-21T03:00:00Z') });
let calls = 0;

/**
 * Section 5 rule schemas whose regexes the generic faker cannot satisfy (or only slowly): fields of a
 * request object that use them get believable values instead.
 */
const RULE_VALUES = new Map<unknown, () => string>([
  [
    EmailSchema,
    () =>
      `${faker.string.alpha({ length: { min: 1, max: 12 } })}.${faker.string.numeric(3)}@contoh.co.id`.toLowerCase(),
  ],
  [FullNameSchema, () => `${faker.person.firstName().replace(/[^A-Za-z]/g, '')}x ${faker.string.alpha(6)}`],
  [NewPasswordSchema, () => `Aa1!${faker.string.alphanumeric({ length: { min: 4, max: 20 } })}`],
]);

function withRuleValues(schema: unknown, candidate: unknown): unknown {
  const shape = (schema as { shape?: Record<string, { _zod: { def: { innerType?: unknown } } }> }).shape;
  if (!shape || typeof candidate !== 'object' || candidate === null) return candidate;
  const copy = { ...(candidate as Record<string, unknown>) };
  for (const [key, field] of Object.entries(shape)) {
    const inner = RULE_VALUES.has(field) ? field : field._zod.def.innerType;
    const make = RULE_VALUES.get(inner);
    if (make && (key in copy || inner === field)) copy[key] = make();
  }
  return copy;
}

/** A request the contract accepts, from the schema itself (refinements are checked, not assumed). */
function validRequest(endpoint: AnyEndpoint, seed: number): Record<string, unknown> | undefined {
  faker.seed(seed);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate: unknown = withRuleValues(endpoint.request, fake(endpoint.request));
    const parsed = endpoint.request.safeParse(candidate);
    if (parsed.success && typeof candidate === 'object' && candidate !== null) {
      return candidate as Record<string, unknown>;
    }
  }
  return undefined;
}

function freshSession(name: string, scenario = 'apply.can-apply') {
  const session = bank.resetSession(name, scenario);
  session.faults.splice(0);
  session.latencyMs = 0;
  const answer = bank.handle({
    sessionId: name,
    method: 'GET',
    path: urlPathOf(endpoints.csrfToken),
    query: {},
    body: undefined,
    csrfToken: undefined,
    lang: 'id',
  });
  const envelope = answer.kind === 'envelope' ? answer.envelope : undefined;
  return (envelope?.ret_data as { csrf_token: string }).csrf_token;
}

function send(sessionId: string, token: string, endpoint: AnyEndpoint, payload: unknown): BankAnswer {
  calls += 1;
  const get = endpoint.method === 'GET';
  return bank.handle({
    sessionId,
    method: get ? 'GET' : 'POST',
    path: urlPathOf(endpoint),
    query: get && typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {},
    body: get ? undefined : payload,
    csrfToken: token,
    lang: calls % 2 ? 'id' : 'en',
  });
}

/** Whatever the input: an envelope that parses, a documented code, a message, never a 5xx. */
function expectWellFormed(endpoint: AnyEndpoint, answer: BankAnswer) {
  expect(answer.kind).toBe('envelope');
  if (answer.kind !== 'envelope') return;
  // A handler that threw or answered off-contract is masked as CANNOT_PROCESS on the wire; not here.
  expect(answer.trace, endpoint.path).not.toMatch(/contract-mismatch-in-bank|handler-error|no-handler/);
  expect([200, 400, 403, 404]).toContain(answer.status);
  const envelope = EnvelopeSchema.parse(answer.envelope);
  expect(typeof envelope.ret_msg).toBe('string');
  if (isSuccessCode(envelope.ret_code)) {
    const parsed = endpoint.response.safeParse(envelope.ret_data);
    expect(parsed.success, `${endpoint.path}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  } else {
    expect(
      codeByValue(envelope.ret_code),
      `${endpoint.path} answered an undocumented ${envelope.ret_code}`,
    ).toBeDefined();
    expect(envelope.ret_msg!.length).toBeGreaterThan(0);
  }
}

/** Inputs no contract accepts, or that try to break the parser. */
const junk = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.constant('{"not":"an object"}'),
  fc.integer(),
  fc.string({ maxLength: 30 }),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 6 }),
);

/** A valid request with one field broken: dropped, retyped, oversized or nulled. */
function mutate(valid: Record<string, unknown>, key: string, how: number): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...valid };
  if (how === 0) delete copy[key];
  else if (how === 1) copy[key] = 12345;
  else if (how === 2) copy[key] = 'x'.repeat(100_000);
  else if (how === 3) copy[key] = null;
  else copy[key] = { nested: [1, 2, 3] };
  return copy;
}

describe('the whole table', () => {
  it('has a handler for every endpoint', () => {
    const missing = endpointList.filter((endpoint) => !handlers.has(endpoint)).map((e) => e.path);
    expect(missing).toEqual([]);
  });

  it.each(endpointList.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s: generated valid and invalid requests answer well-formed envelopes',
    (_path, endpoint) => {
      const sessionId = `prop-${urlPathOf(endpoint).replace(/[^a-z0-9]/gi, '-')}`.slice(0, 64);
      let token = freshSession(sessionId);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
          const request = validRequest(endpoint, seed);
          if (!request) return;
          const answer = send(sessionId, token, endpoint, request);
          expectWellFormed(endpoint, answer);
          if (endpoint === endpoints.csrfToken && answer.kind === 'envelope') {
            token = (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
          }
        }),
        { numRuns: VALID_RUNS, seed: 42 },
      );
      const sample = validRequest(endpoint, 7) ?? {};
      const keys = Object.keys(sample);
      fc.assert(
        fc.property(
          keys.length
            ? fc.oneof(junk, fc.tuple(fc.constantFrom(...keys), fc.integer({ min: 0, max: 4 })))
            : junk,
          (input) => {
            const payload =
              Array.isArray(input) &&
              input.length === 2 &&
              typeof input[0] === 'string' &&
              keys.includes(input[0])
                ? mutate(sample, input[0], input[1] as number)
                : input;
            const answer = send(sessionId, token, endpoint, payload);
            expectWellFormed(endpoint, answer);
          },
        ),
        { numRuns: INVALID_RUNS, seed: 43 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('made at least 10,000 calls, and the bank still answers', () => {
    expect(calls).toBeGreaterThanOrEqual(10_000);
    const token = freshSession('after-the-storm');
    expectWellFormed(endpoints.checkWhitelist, send('after-the-storm', token, endpoints.checkWhitelist, {}));
  });
});

describe('every call in every scenario', () => {
  it.each([...catalogue.keys()])('answers envelopes that parse with their contracts in %s', (scenarioId) => {
    const sessionId = `contract-${scenarioId.replace(/\./g, '-')}`;
    let token = freshSession(sessionId, scenarioId);
    for (const endpoint of endpointList) {
      const request = validRequest(endpoint, 11) ?? {};
      const answer = send(sessionId, token, endpoint, request);
      expectWellFormed(endpoint, answer);
      if (endpoint === endpoints.csrfToken && answer.kind === 'envelope') {
        token = (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
      }
    }
  });
});
