import { createHash, pbkdf2Sync, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import {
  LEGACY_SEEDED_LOGIN_PASSWORD_HASH,
  LEGACY_SEEDED_PIN_HASH,
  SEEDED_LOGIN_PASSWORD,
  SEEDED_PIN,
  SecretHashSchema,
  type SecretHash,
} from '../../model/security';
import {
  KDF_COST,
  TEST_KDF_COST,
  deriveHex,
  newRecordParams,
  prepareSecrets,
  secretMatches,
  useKdf,
} from './security-kdf';
import { nodeScrypt } from './security-kdf-node';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { encryptWith } from '../../testing/encrypt-with';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function validate(s: SessionDriver, pin: string) {
  const { factor, publicKey } = s.ok('getRandomFactor', { scene: 'PAY' });
  return s.call('passwordValidate', { password: encryptWith(publicKey, pin), factor, scene: 'PAY' });
}

function setPin(s: SessionDriver, pin: string) {
  s.state().security.pin = null;
  const { factor, publicKey } = s.ok('getRandomFactor', { scene: 'SET_PIN' });
  s.ok('passwordSet', { password: encryptWith(publicKey, pin), factor });
  // Read again: TypeScript still narrows the field to the null set above.
  const record = s.state().security.pin as SecretHash | null;
  if (!record || !('kdf' in record) || record.kdf !== 'scrypt') throw new Error('expected a scrypt record');
  return record;
}

afterEach(() => useKdf(nodeScrypt));

describe('PINs and passwords through a slow key derivation (decision 0032)', () => {
  it('[pin.set] keeps a new PIN as scrypt with a random salt, not a plain SHA-256', () => {
    const s = bankDriver().session();
    const record = setPin(s, '246810');
    expect(record).toMatchObject({ ...TEST_KDF_COST.scrypt, salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(record.hash).toBe(
      scryptSync('246810', Buffer.from(record.salt, 'hex'), 32, { N: record.N, r: 8, p: 1 }).toString('hex'),
    );
    for (const plain of [sha('246810'), sha(`${record.salt}:246810`)]) expect(record.hash).not.toBe(plain);
    expect(validate(s, '246810').code).toBe('0000');
    expect(validate(s, '246811').raw).toMatchObject({ dayErrorCount: '1', attemptsLeft: '4' });
  });

  it('makes salts, factors and PIN-session tokens per session, never shared by sessions of a scenario', () => {
    const [a, b] = [bankDriver().session('pin.change'), bankDriver().session('pin.change')];
    expect(a.state().security.seed).toBe(b.state().security.seed); // one seed for the scenario...
    const factors = [a, b].map((s) => s.ok('getRandomFactor', { scene: 'PAY' }).factor);
    expect(factors[0]).not.toBe(factors[1]); // ...but every session its own key
    expect(a.state().security.key).toMatch(/^[0-9a-f]{64}$/);
    expect(a.state().security.key).not.toBe(b.state().security.key);
    const tokens = [a, b].map((s) => (validate(s, SEEDED_PIN).raw as { session: string }).session);
    expect(tokens[0]).not.toBe(tokens[1]);
    const records = [a, b].map((s) => setPin(s, '246810'));
    expect(records[0]!.salt).not.toBe(records[1]!.salt);
    expect(records[0]!.hash).not.toBe(records[1]!.hash);
  });

  it('still verifies a SHA-256 record kept before, and replaces it with scrypt on the right PIN', () => {
    const s = bankDriver().session();
    s.state().security.pin = LEGACY_SEEDED_PIN_HASH;
    expect(validate(s, '246810').code).toBe(CODES.PIN_WRONG.code);
    expect(s.state().security.pin).toEqual(LEGACY_SEEDED_PIN_HASH);
    expect(validate(s, SEEDED_PIN).raw).toMatchObject({ dayErrorCount: '1' });
    expect(s.state().security.pin).toMatchObject({ kdf: 'scrypt' });
    expect(validate(s, SEEDED_PIN).code).toBe('0000');
    expect(validate(s, '246810').code).toBe(CODES.PIN_WRONG.code);

    // A tester's own PIN set before, with a salt of its own, too.
    s.state().security.pin = { salt: 'a1b2c3d4e5f60718', hash: sha('a1b2c3d4e5f60718:864200') };
    expect(validate(s, '864200').code).toBe('0000');
    expect(s.state().security.pin).toMatchObject({ kdf: 'scrypt' });
  });

  it('still verifies the login password kept as SHA-256, and changes it', () => {
    const s = bankDriver().session();
    s.state().security.loginPassword = LEGACY_SEEDED_LOGIN_PASSWORD_HASH;
    const old = s.ok('getUaFactor', {});
    const next = s.ok('getUaFactor', {});
    const answer = s.call('passwordLoginUpdate', {
      password: encryptWith(old.publicKey, SEEDED_LOGIN_PASSWORD),
      factor: old.factor,
      newPassword: encryptWith(next.publicKey, 'Baru#2027x'),
      newFactor: next.factor,
    });
    expect(answer.code).toBe('0000');
    expect(s.state().security.loginPassword).toMatchObject({ kdf: 'scrypt' });
  });

  it('keeps the seeded secret as the documented value, with nothing to derive when a session starts', () => {
    const s = bankDriver().session();
    expect(s.state().security.pin).toEqual({ kdf: 'seeded' });
    expect(validate(s, SEEDED_PIN).code).toBe('0000');
    expect(validate(s, '135791').raw).toMatchObject({ dayErrorCount: '1' });
    expect(s.state().security.pin).toEqual({ kdf: 'seeded' });
  });

  it('refuses stored costs beyond the bounds, so a row cannot make a check run for minutes', () => {
    const salt = '0'.repeat(32);
    const hash = '0'.repeat(64);
    expect(SecretHashSchema.safeParse({ kdf: 'scrypt', N: 1 << 20, r: 8, p: 1, salt, hash }).success).toBe(
      false,
    );
    expect(SecretHashSchema.safeParse({ kdf: 'pbkdf2-sha256', iterations: 1e8, salt, hash }).success).toBe(
      false,
    );
    expect(SecretHashSchema.safeParse({ ...KDF_COST.scrypt, salt, hash }).success).toBe(true);
  });
});

describe('the browser demo: Web Crypto PBKDF2 at the edge', () => {
  it('derives as Node does, and makes PBKDF2 records when no scrypt is registered', async () => {
    const salt = '00112233445566778899aabbccddeeff';
    const params = { kdf: 'pbkdf2-sha256', iterations: 1000 } as const;
    expect(await deriveHex(params, salt, '246810')).toBe(
      pbkdf2Sync('246810', Buffer.from(salt, 'hex'), 1000, 32, 'sha256').toString('hex'),
    );
    useKdf(undefined);
    expect(newRecordParams()).toEqual(TEST_KDF_COST.pbkdf2);

    const prepared = await prepareSecrets({ pin: null, loginPassword: null }, ['246810']);
    const record = prepared.fresh.get('246810');
    expect(record).toMatchObject({ kdf: 'pbkdf2-sha256', iterations: 1000 });
    const kept: SecretHash = record!;
    const again = await prepareSecrets({ pin: kept, loginPassword: null }, ['246810', '246811']);
    expect(secretMatches(again, 'pin', kept, '246810')).toBe(true);
    expect(secretMatches(again, 'pin', kept, '246811')).toBe(false);
    // Only the wrong one could be a new PIN: the right one costs no second derivation.
    expect([...again.fresh.keys()]).toEqual(['246811']);
  });

  it('verifies a scrypt record without Node (pure JavaScript scrypt)', async () => {
    useKdf(undefined);
    const salt = 'ffeeddccbbaa99887766554433221100';
    const hash = scryptSync('135790', Buffer.from(salt, 'hex'), 32, { N: 1024, r: 8, p: 1 }).toString('hex');
    const record: SecretHash = { kdf: 'scrypt', N: 1024, r: 8, p: 1, salt, hash };
    const prepared = await prepareSecrets({ pin: record, loginPassword: null }, ['135790']);
    expect(secretMatches(prepared, 'pin', record, '135790')).toBe(true);
  });

  it('refuses to guess: a slow record the edge did not derive is an error, not a wrong PIN', () => {
    const record: SecretHash = { ...TEST_KDF_COST.scrypt, salt: '1'.repeat(32), hash: '2'.repeat(64) };
    expect(() => secretMatches({ derived: new Map(), fresh: new Map() }, 'pin', record, '246810')).toThrow();
  });
});
