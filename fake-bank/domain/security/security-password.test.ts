import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES, endpoints } from '../../../contracts';
import { PasswordFailureDataSchema, RuleIssuesSchema } from '../../../contracts/entities/password';
import { SEEDED_LOGIN_PASSWORD, SEEDED_PIN } from '../../model/security';
import { OTP_MAGIC } from './security-otp';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { encryptWith } from '../../testing/encrypt-with';
import { MINUTE_MS } from '../../../contracts/dates';

const { passwordValidate, passwordUpdate } = endpoints;

/** What the client sends for a PIN: a fresh factor and the PIN encrypted with its key. */
function seal(s: SessionDriver, secret: string, scene = 'PAY') {
  const { factor, publicKey } = s.ok('getRandomFactor', { scene });
  return { factor, cipher: encryptWith(publicKey, secret) };
}

function validate(s: SessionDriver, pin: string) {
  const { factor, cipher } = seal(s, pin, 'PAY');
  return s.call('passwordValidate', { password: cipher, factor, scene: 'PAY' });
}

function otpSession(s: SessionDriver, phone = s.state().customer.phone): string {
  s.ok('getOtp', { phone_no: phone, usage_id: 'RESET_PIN', channel: 'SMS' });
  return s.ok('verifyOtp', { phone_no: phone, usage_id: 'RESET_PIN', phone_check_num: OTP_MAGIC.right })
    .session;
}

describe('factors (ecss_type rsa)', () => {
  it('hands out a one-use factor and an RSA public key per scene, and one for the login password', () => {
    const s = bankDriver().session();
    const first = s.ok('getRandomFactor', { scene: 'SET_PIN' });
    expect(first).toMatchObject({
      scene: 'SET_PIN',
      algorithm: 'RSA-OAEP-256',
      expire_time: '20261121100500',
    });
    const second = s.ok('getRandomFactor', { scene: 'SET_PIN' });
    expect(second.factor).not.toBe(first.factor);
    expect(second.publicKey).toBe(first.publicKey);
    expect(s.ok('getUaFactor', {}).scene).toBe('UA');
    expect(JSON.stringify(first)).not.toContain('PRIVATE');
  });

  it('decrypts what Web Crypto encrypts (RSA-OAEP, SHA-256, SPKI)', async () => {
    const s = bankDriver().session();
    const { factor, publicKey } = s.ok('getRandomFactor', { scene: 'PAY' });
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const sealed = await crypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      key,
      new TextEncoder().encode(SEEDED_PIN),
    );
    const password = Buffer.from(sealed).toString('base64');
    expect(s.ok('passwordValidate', { password, factor, scene: 'PAY' }).dayErrorCount).toBe('0');
  });

  it('refuses a spent, expired, unknown or other-scene factor, and a ciphertext that does not decrypt', () => {
    const s = bankDriver().session();
    const { factor, cipher } = seal(s, SEEDED_PIN);
    s.ok('passwordValidate', { password: cipher, factor, scene: 'PAY' });
    s.refused('passwordValidate', { password: cipher, factor, scene: 'PAY' }, 'SECURITY_FACTOR_INVALID');
    const late = seal(s, SEEDED_PIN);
    s.elapse(5 * MINUTE_MS);
    s.refused(
      'passwordValidate',
      { password: late.cipher, factor: late.factor, scene: 'PAY' },
      'SECURITY_FACTOR_INVALID',
    );
    s.refused(
      'passwordValidate',
      { password: cipher, factor: 'unknownfactor1', scene: 'PAY' },
      'SECURITY_FACTOR_INVALID',
    );
    const other = seal(s, SEEDED_PIN, 'SET_PIN');
    s.refused(
      'passwordValidate',
      { password: other.cipher, factor: other.factor, scene: 'PAY' },
      'SECURITY_FACTOR_INVALID',
    );
    const garbage = seal(s, SEEDED_PIN);
    s.refused(
      'passwordValidate',
      { password: 'AAAA', factor: garbage.factor, scene: 'PAY' },
      'SECURITY_CIPHER_INVALID',
    );
    // A plain-text PIN is not accepted.
    const plain = seal(s, SEEDED_PIN);
    s.refused(
      'passwordValidate',
      { password: SEEDED_PIN, factor: plain.factor, scene: 'PAY' },
      'SECURITY_CIPHER_INVALID',
    );
  });

  it('refuses bad input with 400', () => {
    const s = bankDriver().session();
    s.refused('getRandomFactor', {}, 'BAD_REQUEST');
    s.refused('getRandomFactor', { scene: 'x'.repeat(33) }, 'BAD_REQUEST');
    s.refused('passwordSet', { password: 'not base64!', factor: 'abcdefgh' }, 'BAD_REQUEST');
    s.refused('passwordSet', { password: 'A'.repeat(2000), factor: 'abcdefgh' }, 'BAD_REQUEST');
    s.refused('passwordReset', { newPassword: 'AAAA', factor: 'abcdefgh' }, 'BAD_REQUEST');
    s.refused('passwordValidate', { password: 'AAAA', factor: 'abcdefgh' }, 'BAD_REQUEST');
    s.refused('passwordUpdate', { password: 'AAAA', newPassword: 'AAAA', factor: 'abcdefgh' }, 'BAD_REQUEST');
    s.refused(
      'passwordLoginUpdate',
      { password: 'AAAA', factor: 'abcdefgh', newFactor: 'abcdefgh' },
      'BAD_REQUEST',
    );
    s.refused('checkPasswordSession', { session: null }, 'BAD_REQUEST');
  });
});

describe('PIN', () => {
  it('[pin.set] sets a 6-digit PIN when none is set, kept hashed, then validates it', () => {
    const s = bankDriver().session();
    s.state().security.pin = null;
    const { factor, cipher } = seal(s, '246810', 'SET_PIN');
    expect(s.ok('passwordSet', { password: cipher, factor })).toEqual({
      passwordStatus: '1',
      updateTime: '20261121100000',
    });
    const stored = JSON.stringify(s.state().security.pin);
    expect(stored).not.toContain('246810');
    expect(validate(s, '246810').code).toBe('0000');
    const again = seal(s, '975310', 'SET_PIN');
    s.refused('passwordSet', { password: again.cipher, factor: again.factor }, 'PIN_ALREADY_SET');
  });

  it('[pin.weak] refuses weak PINs with the rule text, and a PIN that is not 6 digits', () => {
    const s = bankDriver().session();
    s.state().security.pin = null;
    for (const weak of ['111111', '123456', '654321']) {
      const { factor, cipher } = seal(s, weak, 'SET_PIN');
      const answer = s.refused('passwordSet', { password: cipher, factor }, 'PIN_WEAK');
      expect(answer.envelope.ret_msg).toBe('Hindari penggunaan PIN yang lemah');
      expect(RuleIssuesSchema.parse(answer.raw).issues[0]).toMatchObject({
        path: 'password',
        rule: 'pinWeak',
      });
    }
    for (const bad of ['12345', '12345a', '1234567']) {
      const { factor, cipher } = seal(s, bad, 'SET_PIN');
      s.refused('passwordSet', { password: cipher, factor }, 'PIN_FORMAT');
    }
    expect(s.state().security.pin).toBeNull();
  });

  it("validate counts the day's wrong entries; the 5th locks until 00:00 WIB", () => {
    const s = bankDriver().session();
    const right = validate(s, SEEDED_PIN);
    expect(right.code).toBe('0000');
    const result = passwordValidate.response.parse(right.raw);
    expect(result.dayErrorCount).toBe('0');
    expect(s.ok('checkPasswordSession', { session: result.session }).session).toBe(result.session);
    for (let i = 1; i <= 4; i++) {
      const wrong = validate(s, '975310');
      expect(wrong.code).toBe(CODES.PIN_WRONG.code);
      expect(PasswordFailureDataSchema.parse(wrong.raw)).toEqual({
        dayErrorCount: String(i),
        attemptsLeft: String(5 - i),
      });
    }
    expect(validate(s, SEEDED_PIN).raw).toMatchObject({ dayErrorCount: '4' });
    const fifth = validate(s, '975310');
    expect(fifth.code).toBe(CODES.PIN_LOCKED.code);
    expect(fifth.raw).toEqual({ dayErrorCount: '5', attemptsLeft: '0', lockedUntil: '20261122000000' });
    expect(validate(s, SEEDED_PIN).code).toBe(CODES.PIN_LOCKED.code);
    s.elapse(14 * 60 * MINUTE_MS);
    expect(validate(s, SEEDED_PIN).raw).toMatchObject({ dayErrorCount: '0' });
  });

  it('[pin.change] update needs the old PIN and a new, different, strong one', () => {
    const s = bankDriver().session();
    const update = (oldPin: string, newPin: string) => {
      const old = seal(s, oldPin, 'UPDATE_PIN');
      const next = seal(s, newPin, 'UPDATE_PIN');
      return s.call('passwordUpdate', {
        password: old.cipher,
        factor: old.factor,
        newPassword: next.cipher,
        newFactor: next.factor,
      });
    };
    expect(update(SEEDED_PIN, SEEDED_PIN).code).toBe(CODES.PIN_SAME_AS_OLD.code);
    expect(update(SEEDED_PIN, '000000').code).toBe(CODES.PIN_WEAK.code);
    const wrong = update('975310', '864200');
    expect(wrong.code).toBe(CODES.PIN_WRONG.code);
    expect(wrong.raw).toMatchObject({ dayErrorCount: '1' });
    const done = update(SEEDED_PIN, '864200');
    expect(passwordUpdate.response.parse(done.raw).passwordStatus).toBe('1');
    expect(validate(s, SEEDED_PIN).code).toBe(CODES.PIN_WRONG.code);
    expect(validate(s, '864200').code).toBe('0000');
  });

  it('[pin.forgot] reset sets a new PIN on the proof of an OTP for the registered phone, once', () => {
    const s = bankDriver().session();
    for (let i = 0; i < 5; i++) validate(s, '975310');
    expect(validate(s, SEEDED_PIN).code).toBe(CODES.PIN_LOCKED.code);
    const session = otpSession(s);
    const { factor, cipher } = seal(s, '579135', 'RESET_PIN');
    expect(s.ok('passwordReset', { newPassword: cipher, factor, session }).passwordStatus).toBe('1');
    // Reset releases the lock, and the session is spent.
    expect(validate(s, '579135').code).toBe('0000');
    const again = seal(s, '680246', 'RESET_PIN');
    s.refused(
      'passwordReset',
      { newPassword: again.cipher, factor: again.factor, session },
      'SECURITY_SESSION_INVALID',
    );
  });

  it('reset refuses a session for another phone, an unknown one, and an expired one', () => {
    const s = bankDriver().session();
    const other = otpSession(s, '81111111111');
    let sealed = seal(s, '579135');
    s.refused(
      'passwordReset',
      { newPassword: sealed.cipher, factor: sealed.factor, session: other },
      'SECURITY_SESSION_INVALID',
    );
    sealed = seal(s, '579135');
    s.refused(
      'passwordReset',
      { newPassword: sealed.cipher, factor: sealed.factor, session: 'nosuchsession' },
      'SECURITY_SESSION_INVALID',
    );
    s.elapse(MINUTE_MS);
    const mine = otpSession(s);
    s.elapse(10 * MINUTE_MS);
    sealed = seal(s, '579135');
    s.refused(
      'passwordReset',
      { newPassword: sealed.cipher, factor: sealed.factor, session: mine },
      'SECURITY_SESSION_INVALID',
    );
    s.refused('checkPasswordSession', { session: mine }, 'SECURITY_SESSION_INVALID');
  });
});

describe('login password', () => {
  const loginUpdate = (s: SessionDriver, oldPassword: string, newPassword: string) => {
    const old = s.ok('getUaFactor', {});
    const next = s.ok('getUaFactor', {});
    return s.call('passwordLoginUpdate', {
      password: encryptWith(old.publicKey, oldPassword),
      factor: old.factor,
      newPassword: encryptWith(next.publicKey, newPassword),
      newFactor: next.factor,
    });
  };

  it('[password.change] changes it when the old one is right and the new one follows the rules', () => {
    const s = bankDriver().session();
    const weak = loginUpdate(s, SEEDED_LOGIN_PASSWORD, 'password');
    expect(weak.code).toBe(CODES.PASSWORD_RULES.code);
    expect(weak.envelope.ret_msg).toBe(CODES.PASSWORD_RULES.id);
    expect(loginUpdate(s, SEEDED_LOGIN_PASSWORD, SEEDED_LOGIN_PASSWORD).code).toBe(
      CODES.PASSWORD_SAME_AS_OLD.code,
    );
    const wrong = loginUpdate(s, 'Wrong#2026', 'Baru#2027x');
    expect(wrong.code).toBe(CODES.PASSWORD_WRONG.code);
    expect(wrong.raw).toEqual({ dayErrorCount: '1', attemptsLeft: '4' });
    expect(loginUpdate(s, SEEDED_LOGIN_PASSWORD, 'Baru#2027x').code).toBe('0000');
    expect(loginUpdate(s, SEEDED_LOGIN_PASSWORD, 'Lagi#2028y').code).toBe(CODES.PASSWORD_WRONG.code);
    expect(loginUpdate(s, 'Baru#2027x', 'Lagi#2028y').code).toBe('0000');
  });

  it('refuses when no login password is set', () => {
    const s = bankDriver().session();
    s.state().security.loginPassword = null;
    expect(loginUpdate(s, SEEDED_LOGIN_PASSWORD, 'Baru#2027x').code).toBe(CODES.PASSWORD_NOT_SET.code);
  });
});

describe('login password through set and reset (a get/ua_factor factor)', () => {
  const sealLogin = (s: SessionDriver, password: string) => {
    const { factor, publicKey } = s.ok('getUaFactor', {});
    return { factor, cipher: encryptWith(publicKey, password) };
  };

  it('[password.set] sets the login password when none is set, with the section 5 rules', () => {
    const s = bankDriver().session();
    s.state().security.loginPassword = null;
    const weak = sealLogin(s, 'lowercase1');
    expect(
      s.refused('passwordSet', { password: weak.cipher, factor: weak.factor }, 'PASSWORD_RULES').envelope
        .ret_msg,
    ).toBe(RULE_MESSAGES.passwordRules.id);
    const good = sealLogin(s, 'Baru#2026x');
    s.ok('passwordSet', { password: good.cipher, factor: good.factor });
    expect(s.state().security.loginPassword).not.toBeNull();
    expect(s.state().security.pin).not.toBeNull(); // the PIN is untouched
    const again = sealLogin(s, 'Lain#2026x');
    s.refused('passwordSet', { password: again.cipher, factor: again.factor }, 'PASSWORD_ALREADY_SET');
  });

  it('[password.forgot] resets the login password on an OTP session, once, refusing the old one', () => {
    const s = bankDriver().session();
    const pin = s.state().security.pin;
    const session = otpSession(s);
    const same = sealLogin(s, SEEDED_LOGIN_PASSWORD);
    s.refused(
      'passwordReset',
      { newPassword: same.cipher, factor: same.factor, session },
      'PASSWORD_SAME_AS_OLD',
    );
    const next = sealLogin(s, 'Baru#2026x');
    s.ok('passwordReset', { newPassword: next.cipher, factor: next.factor, session });
    expect(s.state().security.pin).toEqual(pin);
    const reuse = sealLogin(s, 'Lagi#2026x');
    s.refused(
      'passwordReset',
      { newPassword: reuse.cipher, factor: reuse.factor, session },
      'SECURITY_SESSION_INVALID',
    );
  });
});
