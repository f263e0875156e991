import { Faker, base, en, id_ID } from '@faker-js/faker';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fake, setFaker } from 'zod-schema-faker/v4';
import { EnvelopeSchema, codeByValue, endpoints, isSuccessCode, type EndpointName } from '../../../contracts';
import { CreditStateSchema } from '../../model/credit';
import * as presets from '../../../scenarios/generators/credit-presets';
import { bankDriver } from '../../testing/bank-driver';

/**
 * Generated requests against a session that has a credit line (the table-wide property test runs in the
 * default scenario, where the person has none): every answer is a well-formed envelope, a documented code,
 * never a handler error or an off-contract answer, and the slice stays valid.
 */
const faker = new Faker({ locale: [id_ID, en, base] });
setFaker(faker);

const NAMES = (Object.keys(endpoints) as EndpointName[]).filter((name) => /^(credit|unionPay)/.test(name));

describe.each([
  ['bill ready', presets.billReady],
  ['overdue', (s: Parameters<typeof presets.billReady>[0], f: Faker) => presets.overdue(s, f, 12)],
  ['new credit', presets.newCredit],
] as const)('generated requests, %s', (_label, seed) => {
  it.each(NAMES)('%s answers well-formed envelopes and keeps the slice valid', (name) => {
    const bank = bankDriver();
    const s = bank.session('apply.can-apply', { id: 'p', seed });
    s.call('creditRepayInfo', {}); // issues the session's CSRF token
    const endpoint = endpoints[name];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (n) => {
        faker.seed(n);
        const request = fake(endpoint.request);
        if (!endpoint.request.safeParse(request).success) return;
        const answer = bank.core.handle({
          sessionId: 'p',
          method: 'POST',
          path: `/ifes${endpoint.path}`,
          query: {},
          body: request,
          csrfToken: bank.core.ensureSession('p').csrfToken ?? undefined,
          lang: n % 2 ? 'id' : 'en',
        });
        if (answer.kind !== 'envelope') throw new Error('fault');
        expect(answer.trace).not.toMatch(/contract-mismatch-in-bank|handler-error|no-handler/);
        const envelope = EnvelopeSchema.parse(answer.envelope);
        if (isSuccessCode(envelope.ret_code))
          expect(endpoint.response.safeParse(envelope.ret_data).success).toBe(true);
        else expect(codeByValue(envelope.ret_code)).toBeDefined();
      }),
      { numRuns: 60, seed: 99 },
    );
    expect(CreditStateSchema.safeParse(s.state().credit).success).toBe(true);
  });
});
