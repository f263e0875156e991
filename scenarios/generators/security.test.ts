import { createHash } from 'node:crypto';
import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { EmailSchema } from '../../contracts';
import { catalogue } from '../index';
import type { Customer } from '../../fake-bank/model/bank-state-core';
import {
  SEEDED_LOGIN_PASSWORD,
  LEGACY_SEEDED_LOGIN_PASSWORD_HASH,
  LEGACY_SEEDED_PIN_HASH,
  SEEDED_PIN,
  SEEDED_SECRET,
  SecurityStateSchema,
  TAKEN_EMAIL,
  createSecurityState,
} from '../../fake-bank/model/security';
import { buildState } from '../index';

const sha = (salt: string, secret: string) => createHash('sha256').update(`${salt}:${secret}`).digest('hex');

const customer: Customer = {
  userId: '123456789012',
  mpcUid: 'MPC0000000001',
  ecifNo: 'ECIF0000000001',
  name: 'Siti Rahayu',
  nik: '3171014101900001',
  birthPlace: 'Jakarta',
  dateOfBirth: '1990-01-01',
  gender: 'F',
  citizenship: 'WNI',
  phone: '81234567890',
  email: 'siti.rahayu@contoh.co.id',
  emailVerified: true,
  mpcLevel: '2',
  mpcStatus: 'A',
  registered: true,
  mdcId: 'MDC0000000001',
  createdAt: '2026-11-21T10:00:00+07:00',
};

function fakerSeeded(seed: number) {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(seed);
  return faker;
}

describe('security slice', () => {
  it('knows the SHA-256 records rows kept before decision 0032 for the documented secrets', () => {
    expect(sha(LEGACY_SEEDED_PIN_HASH.salt, SEEDED_PIN)).toBe(LEGACY_SEEDED_PIN_HASH.hash);
    expect(sha(LEGACY_SEEDED_LOGIN_PASSWORD_HASH.salt, SEEDED_LOGIN_PASSWORD)).toBe(
      LEGACY_SEEDED_LOGIN_PASSWORD_HASH.hash,
    );
  });

  it('is deterministic per seed and valid against its schema', () => {
    const context = { clockIso: customer.createdAt, customer };
    const a = createSecurityState(fakerSeeded(7), context);
    const b = createSecurityState(fakerSeeded(7), context);
    expect(a).toEqual(b);
    expect(SecurityStateSchema.parse(a)).toEqual(a);
    expect(a.pin).toEqual(SEEDED_SECRET);
    expect(a.key).toBeUndefined(); // the session's own key is made per session, never seeded
    expect(a.takenEmails.map((e) => e.email)).toContain(TAKEN_EMAIL);
    for (const entry of a.takenEmails) {
      expect(EmailSchema.safeParse(entry.email).success).toBe(true);
      expect(entry.phone).not.toBe(customer.phone);
    }
  });

  it('follows the customer: no PIN, no login password, Prime account', () => {
    const context = {
      clockIso: customer.createdAt,
      customer: { ...customer, registered: false, mpcLevel: '3' as const },
    };
    const slice = createSecurityState(fakerSeeded(1), context);
    expect(slice.pin).toBeNull();
    expect(slice.loginPassword).toBeNull();
    expect(slice.prime?.acctNo).toMatch(/^0567\d{10}$/);
  });

  it('is part of every scenario, plainly JSON', () => {
    for (const scenario of catalogue.values()) {
      const { security } = buildState(scenario);
      expect(JSON.parse(JSON.stringify(security))).toEqual(security);
      expect(SecurityStateSchema.safeParse(security).success).toBe(true);
    }
  });
});
