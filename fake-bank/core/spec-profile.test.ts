import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fake, setFaker } from 'zod-schema-faker/v4';
import { endpoints, type AnyEndpoint, type EndpointName } from '../../contracts';
import { spelledEither } from '../../contracts/spelling';
import { assumed, ours, wireOriginOf } from '../../contracts/wire-origin';
import { bankDriver } from '../testing/bank-driver';
import { specEnvelope, specView } from './spec-profile';

const Text = z.string();
const Item = z.object({ kept: Text, extra: ours(Text) });
const Page = spelledEither(
  z.object({
    name: Text,
    note: ours(Text),
    key: assumed('pointsHistory', Text),
    NEXTPAGE_FLAG: z.optional(Text),
    NEXTPAGE_FLG: z.optional(Text),
    list: z.array(Item),
    either: z.union([z.object({ kind: z.literal('a'), a: ours(Text) }), z.object({ kind: z.literal('b') })]),
    nested: z.optional(z.nullable(Item)),
  }),
  [['NEXTPAGE_FLAG', 'NEXTPAGE_FLG']],
);

describe('the spec-only view of an answer', () => {
  const answer = {
    name: 'n',
    note: 'ours',
    key: 'k',
    NEXTPAGE_FLAG: 'Y',
    list: [{ kept: '1', extra: 'x' }],
    either: { kind: 'a' as const, a: 'ours' },
    nested: { kept: '2', extra: 'y' },
  };

  it('leaves out what is ours at every depth, keeps the spec’s and the assumed names', () => {
    expect(specView(Page, answer)).toEqual({
      name: 'n',
      key: 'k',
      NEXTPAGE_FLG: 'Y',
      list: [{ kept: '1' }],
      either: { kind: 'a' },
      nested: { kept: '2' },
    });
  });

  it('answers the spec’s other spelling, which the contract still accepts; changes nothing in place', () => {
    const before = structuredClone(answer);
    const view = specView(Page, answer) as Record<string, unknown>;
    expect(view.NEXTPAGE_FLAG).toBeUndefined();
    expect(Page.safeParse(view).success).toBe(true);
    expect(answer).toEqual(before);
    expect(Page.safeParse({ ...view, NEXTPAGE_FLG: undefined }).success).toBe(false);
  });

  it('moves the message of an envelope to ret_message', () => {
    const envelope = { ret_code: '0000', ret_msg: 'Berhasil', ret_data: null };
    expect(specEnvelope(envelope)).toEqual({ ret_code: '0000', ret_message: 'Berhasil', ret_data: null });
  });

  // Generating every answer of the table is CPU-bound: seconds alone, more on a loaded two-core machine.
  it(
    'keeps every answer of the table valid and free of our fields (generated answers)',
    { timeout: 120_000 },
    () => {
      const faker = new Faker({ locale: [id_ID, en, base] });
      setFaker(faker);
      faker.seed(38);
      const problems: string[] = [];
      for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, AnyEndpoint]>) {
        for (let run = 0; run < 5; run++) {
          const data: unknown = fake(endpoint.response);
          if (!endpoint.response.safeParse(data).success) continue;
          const view = specView(endpoint.response, data);
          if (!endpoint.response.safeParse(view).success)
            problems.push(`${name}: the view fails its contract`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('a session in the spec-only profile', () => {
  it('answers the spec’s other spellings and none of our fields', () => {
    const bank = bankDriver();
    const spec = bank.session('txn.filter', { profile: 'spec' });
    const list = spec.call('creditTransactionList', {
      END_DATE: '2026-11-21',
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '10',
      LAST_ROW_KEY: '0',
    });
    expect(list.envelope.ret_msg).toBeUndefined();
    expect(list.envelope.ret_message).toBe('Berhasil');
    expect(list.raw).toHaveProperty('NEXTPAGE_FLG');
    expect(list.raw).not.toHaveProperty('NEXTPAGE_FLAG');
    const full = bank.session('txn.filter').call('creditTransactionList', {
      END_DATE: '2026-11-21',
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '10',
      LAST_ROW_KEY: '0',
    });
    expect(full.raw).toHaveProperty('NEXTPAGE_FLAG');
    expect(full.envelope.ret_msg).toBe('Berhasil');
  });

  it('does not know this bank’s own calls, and keeps its profile across a new start', () => {
    const bank = bankDriver();
    const spec = bank.session('otp.two-attempts-left', { profile: 'spec' });
    expect(endpoints.queryOtp.ours).toBe(true);
    const answer = spec.call('queryOtp', { phone_no: '81234567890', usage_id: 'PAYLATER_APPLY' });
    expect(answer.status).toBe(404);
    bank.core.resetSession(spec.id, 'apply.can-apply');
    expect(spec.session().profile).toBe('spec');
    bank.core.resetSession(spec.id, 'apply.can-apply', 'full');
    expect(spec.session().profile).toBeUndefined();
  });

  it('marks a field ours only through ours(): the shared schemas carry no mark', () => {
    expect(wireOriginOf(z.string())).toBeUndefined();
    expect(wireOriginOf(endpoints.pointsBalance.response)).toBeUndefined();
  });
});
