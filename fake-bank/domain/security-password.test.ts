import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES, endpoints } from '../../contracts';
import { PasswordFailureDataSchema, RuleIssuesSchema } from '../../contracts/entities/password';
import { SEEDED_LOGIN_PASSWORD, SEEDED_PIN } from '../state/security';
import { OTP_MAGIC } from './security-otp';
import { MINUTE, bankDriver, type SessionDriver } from '../testing/bank-driver';
import { encryptWith } from '../testing/encrypt-with';

const { passwordValidate, passwordUpdate } = endpoints;

/** What the client sends for a PIN: a fresh factor and the PIN encrypted with its key. */
function seal(d: SessionDriver, secret: string, scene = 'PAY') {
  const { factor, publicKey } = d.ok('getRandomFactor', { scene });
  return { factor, cipher: encryptWith(publicKey, secret) };
}

function validate(d: SessionDriver, pin: string) {
  const { factor, cipher } = seal(d, pin, 'PAY');
  return d.call('passwordValidate', { password: cipher, factor, scene: 'PAY' });
}

function otpSession(d: SessionDriver, phone = d.state().customer.phone): string {
  d.ok('getOtp', { phone_no: phone, usage_id: 'RESET_PIN', channel: 'SMS' });
  return d.ok('verifyOtp', { phone_no: phone, usage_id: 'RESET_PIN', phone_check_num: OTP_MAGIC.right })
    .session;
}

describe('factors (ecss_type rsa)', () => {
  it('hands out a one-use factor and an RSA public key per scene, and one for the login password', () => {
    const d = bankDriver().session();
    const first = d.ok('getRandomFactor', { scene: 'SET_PIN' });
    expect(first).toMatchObject({
      scene: 'SET_PIN',
      algorithm: 'RSA-OAEP-256',
      expire_time: '20261121100500',
    });
    const second = d.ok('getRandomFactor', { scene: 'SET_PIN' });
    expect(second.factor).not.toBe(first.factor);
    expect(second.publicKey).toBe(first.publicKey);
    expect(d.ok('getUaFactor', {}).scene).toBe('UA');
    expect(JSON.stringify(first)).not.toContain('PRIVATE');
  });

  it('decrypts what Web Crypto encrypts (RSA-OAEP, SHA-256, SPKI)', async () => {
    const d = bankDriver().session();
    const { factor, publicKey } = d.ok('getRandomFactor', { scene: 'PAY' });
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
    expect(d.ok('passwordValidate', { password, factor, scene: 'PAY' }).dayErrorCount).toBe('0');
  });

  it('refuses a spent, expired, unknown or other-scene factor, and a ciphertext that does not decrypt', () => {
    const d = bankDriver().session();
    const { factor, cipher } = seal(d, SEEDED_PIN);
    d.ok('passwordValidate', { password: cipher, factor, scene: 'PAY' });
    d.refused('passwordValidate', { password: cipher, factor, scene: 'PAY' }, 'SECURITY_FACTOR_INVALID');
    const late = seal(d, SEEDED_PIN);
    d.elapse(5 * MINUTE);
    d.refused(
      'passwordValidate',
      { password: late.cipher, factor: late.factor, scene: 'PAY' },
      'SECURITY_FACTOR_INVALID',
    );
    d.refused(
      'passwordValidate',
      { password: cipher, factor: 'unknownfactor1', scene: 'PAY' },
      'SECURITY_FACTOR_INVALID',
    );
    const other = seal(d, SEEDED_PIN, 'SET_PIN');
    d.refused(
      'passwordValidate',
      { password: other.cipher, factor: other.factor, scene: 'PAY' },
      'SECURITY_FACTOR_INVALID',
    );
    const garbage = seal(d, SEEDED_PIN);
    d.refused(
      'passwordValidate',
      { password: 'AAAA', factor: garbage.factor, scene: 'PAY' },
      'SECURITY_CIPHER_INVALID',
    );
    // A plain-text PIN is not accepted.
    const plain = seal(d, SEEDED_PIN);
    d.refused(
      'passwordValidate',
      { password: SEEDED_PIN, factor: plain.factor, scene: 'PAY' },
      'SECURITY_CIPHER_INVALID',
    );
  });

  it('refuses bad input with 400', () => {
    const d = bankDriver().session();
    d.refused('getRandomFactor', {}, 'BAD_REQUEST');
    d.refused('getRandomFactor', { scene: 'x'.repeat(33) }, 'BAD_REQUEST');
    d.refused('passwordSet', { password: 'not base64!', factor: 'abcdefgh' }, 'BAD_REQUEST');
    d.refused('passwordSet', { password: 'A'.repeat(2000), factor: 'abcdefgh' }, 'BAD_REQUEST');
    d.refused('passwordReset', { newPassword: 'AAAA', factor: 'abcdefgh' }, 'BAD_REQUEST');
    d.refused('passwordValidate', { password: 'AAAA', factor: 'abcdefgh' }, 'BAD_REQUEST');
    d.refused('passwordUpdate', { password: 'AAAA', newPassword: 'AAAA', factor: 'abcdefgh' }, 'BAD_REQUEST');
    d.refused(
      'passwordLoginUpdate',
      { password: 'AAAA', factor: 'abcdefgh', newFactor: 'abcdefgh' },
      'BAD_REQUEST',
    );
    d.refused('checkPasswordSession', { session: null }, 'BAD_REQUEST');
  });
});

describe('PIN', () => {
  it('[pin.set] sets a 6-digit PIN when none is set, kept hashed, then validates it', () => {
    const d = bankDriver().session();
    d.state().security.pin = null;
    const { factor, cipher } = seal(d, '246810', 'SET_PIN');
    expect(d.ok('passwordSet', { password: cipher, factor })).toEqual({
      passwordStatus: '1',
      updateTime: '20261121100000',
    });
    const stored = JSON.stringify(d.state().security.pin);
    expect(stored).not.toContain('246810');
    expect(validate(d, '246810').code).toBe('0000');
    const again = seal(d, '975310', 'SET_PIN');
    d.refused('passwordSet', { password: again.cipher, factor: again.factor }, 'PIN_ALREADY_SET');
  });

  it('[pin.weak] refuses weak PINs with the rule text, and a PIN that is not 6 digits', () => {
    const d = bankDriver().session();
    d.state().security.pin = null;
    for (const weak of ['111111', '123456', '654321']) {
      const { factor, cipher } = seal(d, weak, 'SET_PIN');
      const answer = d.refused('passwordSet', { password: cipher, factor }, 'PIN_WEAK');
      expect(answer.envelope.ret_msg).toBe('Hindari penggunaan PIN yang lemah');
      expect(RuleIssuesSchema.parse(answer.raw).issues[0]).toMatchObject({
        path: 'password',
        rule: 'pinWeak',
      });
    }
    for (const bad of ['12345', '12345a', '1234567']) {
      const { factor, cipher } = seal(d, bad, 'SET_PIN');
      d.refused('passwordSet', { password: cipher, factor }, 'PIN_FORMAT');
    }
    expect(d.state().security.pin).toBeNull();
  });

  it("validate counts the day's wrong entries; the 5th locks until 00:00 WIB", () => {
    const d = bankDriver().session();
    const right = validate(d, SEEDED_PIN);
    expect(right.code).toBe('0000');
    const result = passwordValidate.response.parse(right.raw);
    expect(result.dayErrorCount).toBe('0');
    expect(d.ok('checkPasswordSession', { session: result.session }).session).toBe(result.session);
    for (let i = 1; i <= 4; i++) {
      const wrong = validate(d, '975310');
      expect(wrong.code).toBe(CODES.PIN_WRONG.code);
      expect(PasswordFailureDataSchema.parse(wrong.raw)).toEqual({
        dayErrorCount: String(i),
        attemptsLeft: String(5 - i),
      });
    }
    expect(validate(d, SEEDED_PIN).raw).toMatchObject({ dayErrorCount: '4' });
    const fifth = validate(d, '975310');
    expect(fifth.code).toBe(CODES.PIN_LOCKED.code);
    expect(fifth.raw).toEqual({ dayErrorCount: '5', attemptsLeft: '0', lockedUntil: '20261122000000' });
    expect(validate(d, SEEDED_PIN).code).toBe(CODES.PIN_LOCKED.code);
    d.elapse(14 * 60 * MINUTE);
    expect(validate(d, SEEDED_PIN).raw).toMatchObject({ dayErrorCount: '0' });
  });

  it('[pin.change] update needs the old PIN and a new, different, strong one', () => {
    const d = bankDriver().session();
    const update = (oldPin: string, newPin: string) => {
      const old = seal(d, oldPin, 'UPDATE_PIN');
      const next = seal(d, newPin, 'UPDATE_PIN');
      return d.call('passwordUpdate', {
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
    expect(validate(d, SEEDED_PIN).code).toBe(CODES.PIN_WRONG.code);
    expect(validate(d, '864200').code).toBe('0000');
  });

  it('[pin.forgot] reset sets a new PIN on the proof of an OTP for the registered phone, once', () => {
    const d = bankDriver().session();
    for (let i = 0; i < 5; i++) validate(d, '975310');
    expect(validate(d, SEEDED_PIN).code).toBe(CODES.PIN_LOCKED.code);
    const session = otpSession(d);
    const { factor, cipher } = seal(d, '579135', 'RESET_PIN');
    expect(d.ok('passwordReset', { newPassword: cipher, factor, session }).passwordStatus).toBe('1');
    // Reset releases the lock, and the session is spent.
    expect(validate(d, '579135').code).toBe('0000');
    const again = seal(d, '680246', 'RESET_PIN');
    d.refused(
      'passwordReset',
      { newPassword: again.cipher, factor: again.factor, session },
      'SECURITY_SESSION_INVALID',
    );
  });

  it('reset refuses a session for another phone, an unknown one, and an expired one', () => {
    const d = bankDriver().session();
    const other = otpSession(d, '81111111111');
    let sealed = seal(d, '579135');
    d.refused(
      'passwordReset',
      { newPassword: sealed.cipher, factor: sealed.factor, session: other },
      'SECURITY_SESSION_INVALID',
    );
    sealed = seal(d, '579135');
    d.refused(
      'passwordReset',
      { newPassword: sealed.cipher, factor: sealed.factor, session: 'nosuchsession' },
      'SECURITY_SESSION_INVALID',
    );
    d.elapse(MINUTE);
    const mine = otpSession(d);
    d.elapse(10 * MINUTE);
    sealed = seal(d, '579135');
    d.refused(
      'passwordReset',
      { newPassword: sealed.cipher, factor: sealed.factor, session: mine },
      'SECURITY_SESSION_INVALID',
    );
    d.refused('checkPasswordSession', { session: mine }, 'SECURITY_SESSION_INVALID');
  });
});

describe('login password', () => {
  const loginUpdate = (d: SessionDriver, oldPassword: string, newPassword: string) => {
    const old = d.ok('getUaFactor', {});
    const next = d.ok('getUaFactor', {});
    return d.call('passwordLoginUpdate', {
      password: encryptWith(old.publicKey, oldPassword),
      factor: old.factor,
      newPassword: encryptWith(next.publicKey, newPassword),
      newFactor: next.factor,
    });
  };

  it('[password.change] changes it when the old one is right and the new one follows the rules', () => {
    const d = bankDriver().session();
    const weak = loginUpdate(d, SEEDED_LOGIN_PASSWORD, 'password');
    expect(weak.code).toBe(CODES.PASSWORD_RULES.code);
    expect(weak.envelope.ret_msg).toBe(CODES.PASSWORD_RULES.id);
    expect(loginUpdate(d, SEEDED_LOGIN_PASSWORD, SEEDED_LOGIN_PASSWORD).code).toBe(
      CODES.PASSWORD_SAME_AS_OLD.code,
    );
    const wrong = loginUpdate(d, 'Wrong#2026', 'Baru#2027x');
    expect(wrong.code).toBe(CODES.PASSWORD_WRONG.code);
    expect(wrong.raw).toEqual({ dayErrorCount: '1', attemptsLeft: '4' });
    expect(loginUpdate(d, SEEDED_LOGIN_PASSWORD, 'Baru#2027x').code).toBe('0000');
    expect(loginUpdate(d, SEEDED_LOGIN_PASSWORD, 'Lagi#2028y').code).toBe(CODES.PASSWORD_WRONG.code);
    expect(loginUpdate(d, 'Baru#2027x', 'Lagi#2028y').code).toBe('0000');
  });

  it('refuses when no login password is set', () => {
    const d = bankDriver().session();
    d.state().security.loginPassword = null;
    expect(loginUpdate(d, SEEDED_LOGIN_PASSWORD, 'Baru#2027x').code).toBe(CODES.PASSWORD_NOT_SET.code);
  });
});

describe('login password through set and reset (a get/ua_factor factor)', () => {
  const sealLogin = (d: SessionDriver, password: string) => {
    const { factor, publicKey } = d.ok('getUaFactor', {});
    return { factor, cipher: encryptWith(publicKey, password) };
  };

  it('[password.set] sets the login password when none is set, with the section 5 rules', () => {
    const d = bankDriver().session();
    d.state().security.loginPassword = null;
    const weak = sealLogin(d, 'lowercase1');
    expect(
      d.refused('passwordSet', { password: weak.cipher, factor: weak.factor }, 'PASSWORD_RULES').envelope
        .ret_msg,
    ).toBe(RULE_MESSAGES.passwordRules.id);
    const good = sealLogin(d, 'Baru#2026x');
    d.ok('passwordSet', { password: good.cipher, factor: good.factor });
    expect(d.state().security.loginPassword).not.toBeNull();
    expect(d.state().security.pin).not.toBeNull(); // the PIN is untouched
    const again = sealLogin(d, 'Lain#2026x');
    d.refused('passwordSet', { password: again.cipher, factor: again.factor }, 'PASSWORD_ALREADY_SET');
  });

  it('[password.forgot] resets the login password on an OTP session, once, refusing the old one', () => {
    const d = bankDriver().session();
    const pin = d.state().security.pin;
    const session = otpSession(d);
    const same = sealLogin(d, SEEDED_LOGIN_PASSWORD);
    d.refused(
      'passwordReset',
      { newPassword: same.cipher, factor: same.factor, session },
      'PASSWORD_SAME_AS_OLD',
    );
    const next = sealLogin(d, 'Baru#2026x');
    d.ok('passwordReset', { newPassword: next.cipher, factor: next.factor, session });
    expect(d.state().security.pin).toEqual(pin);
    const reuse = sealLogin(d, 'Lagi#2026x');
    d.refused(
      'passwordReset',
      { newPassword: reuse.cipher, factor: reuse.factor, session },
      'SECURITY_SESSION_INVALID',
    );
  });
});
