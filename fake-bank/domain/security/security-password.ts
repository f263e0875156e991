import { NewPasswordSchema, PinSchema } from '../../../contracts';
import { BankError, type BankContext, type HandlerMap } from '../../kernel/handler';
import { processRsaKeys } from './security-crypto';
import { preparedRecord, secretMatches, type Secret } from './security-kdf';
import { deriveToken, issueSession, liveSession, nextMidnight, sec, today } from './security-session';
import { ruleIssue } from '../common/answer-parts';
import { MINUTE_MS, isoToMs, toTimestamp, toWibIso } from '../../../contracts/dates';

/**
 * PIN and login password (ecss_type 'rsa'). The client takes a factor and the RSA public key from
 * get/random_factor (PIN) or get/ua_factor (login password), encrypts with RSA-OAEP SHA-256 and sends the
 * base64 ciphertext with the factor. Each factor works once, for 5 minutes. Secrets are kept through a slow
 * key derivation made at the edge (security-kdf.ts, decision 0032).
 * Wrong entries count per business day (dayErrorCount); the 5th locks until 00:00 WIB.
 */
export const PASSWORD_RULES = {
  factorTtlMs: 5 * MINUTE_MS,
  dayErrorLimit: 5,
  /** How long the session of a right PIN (validate) stays good. */
  pinSessionTtlMs: 5 * MINUTE_MS,
} as const;

const LOCKED = { pin: 'PIN_LOCKED', login: 'PASSWORD_LOCKED' } as const;
const WRONG = { pin: 'PIN_WRONG', login: 'PASSWORD_WRONG' } as const;
const FACTOR_KEEP = 20;

function issueFactor(ctx: BankContext, scene: string) {
  const state = sec(ctx);
  state.rsa ??= { ...processRsaKeys() };
  const factor = deriveToken(ctx, `factor:${scene}`);
  const expiresAt = ctx.now + PASSWORD_RULES.factorTtlMs;
  state.factors = [...state.factors, { factor, scene, expiresAt: toWibIso(expiresAt), used: false }].slice(
    -FACTOR_KEEP,
  );
  ctx.note('factor-issued', 'security.factors+1');
  return {
    factor,
    scene,
    publicKey: state.rsa.publicKey,
    algorithm: 'RSA-OAEP-256' as const,
    expire_time: toTimestamp(expiresAt),
  };
}

/** The PIN or password sent with a factor, decrypted; the factor is spent. */
/** get/ua_factor issues factors of this scene: they carry the login password. */
const LOGIN_SCENE = 'UA';

function factorScene(ctx: BankContext, factor: string): string | undefined {
  return sec(ctx).factors.find((f) => f.factor === factor)?.scene;
}

export function openSecret(ctx: BankContext, cipher: string, factor: string, scene?: string): string {
  const state = sec(ctx);
  const record = state.factors.find((f) => f.factor === factor);
  if (!record || record.used || isoToMs(record.expiresAt) <= ctx.now || (scene && record.scene !== scene)) {
    ctx.note('factor-invalid');
    throw new BankError('SECURITY_FACTOR_INVALID');
  }
  record.used = true;
  // Opened at the edge with this session's key (bank.serve): a cipher made with another key is not there.
  const plain = state.rsa ? ctx.opened(cipher) : undefined;
  if (plain === undefined || plain.length > 64) {
    ctx.note('cipher-invalid', 'factor spent');
    throw new BankError('SECURITY_CIPHER_INVALID');
  }
  return plain;
}

function dayErrors(ctx: BankContext) {
  const errors = sec(ctx).dayErrors;
  if (errors.day !== today(ctx)) {
    errors.day = today(ctx);
    errors.pin = 0;
    errors.login = 0;
  }
  return errors;
}

function failureData(ctx: BankContext, count: number) {
  const left = Math.max(PASSWORD_RULES.dayErrorLimit - count, 0);
  return {
    dayErrorCount: String(count),
    attemptsLeft: String(left),
    ...(left === 0 ? { lockedUntil: toTimestamp(nextMidnight(ctx)) } : {}),
  };
}

function refuseIfLocked(ctx: BankContext, which: Secret): void {
  const count = dayErrors(ctx)[which];
  if (count >= PASSWORD_RULES.dayErrorLimit) {
    ctx.note(`${which}-locked-until-midnight`);
    throw new BankError(LOCKED[which], failureData(ctx, count));
  }
}

const fieldOf = (which: Secret) => (which === 'pin' ? 'pin' : 'loginPassword');

/** Whether `secret` is the stored one (no stored one: false). */
function isStored(ctx: BankContext, which: Secret, secret: string): boolean {
  const stored = sec(ctx)[fieldOf(which)];
  return stored !== null && secretMatches(ctx.secrets, which, stored, secret);
}

/** Checks a secret against the stored hash; a wrong one counts towards the day's limit. */
function checkSecret(ctx: BankContext, which: Secret, secret: string): number {
  const stored = sec(ctx)[fieldOf(which)];
  if (!stored) throw new BankError(which === 'pin' ? 'PIN_NOT_SET' : 'PASSWORD_NOT_SET');
  const errors = dayErrors(ctx);
  if (secretMatches(ctx.secrets, which, stored, secret)) {
    // A SHA-256 record kept before decision 0032 is replaced by the slow one the edge made for it.
    const slow = 'kdf' in stored ? undefined : preparedRecord(ctx.secrets, secret);
    if (slow) {
      sec(ctx)[fieldOf(which)] = slow;
      ctx.note(`${which}-rehashed`, `security.${fieldOf(which)} rehashed`);
    }
    return errors[which];
  }
  errors[which] += 1;
  const count = errors[which];
  ctx.note(`${which}-wrong`, `dayErrors.${which}=${count}`);
  throw new BankError(
    count >= PASSWORD_RULES.dayErrorLimit ? LOCKED[which] : WRONG[which],
    failureData(ctx, count),
  );
}

/** Section 5 PIN rules, answered with the rule's own text. */
function checkNewPin(ctx: BankContext, pin: string, path: string): void {
  const parsed = PinSchema.safeParse(pin);
  if (parsed.success) return;
  const weak = parsed.error.issues[0]?.message === 'pinWeak';
  ctx.note(weak ? 'pin-weak' : 'pin-format');
  throw new BankError(
    weak ? 'PIN_WEAK' : 'PIN_FORMAT',
    ruleIssue(path, weak ? 'pinWeak' : 'pinFormat', ctx.lang),
  );
}

function checkNewPassword(ctx: BankContext, password: string, path: string): void {
  if (NewPasswordSchema.safeParse(password).success) return;
  ctx.note('password-rules');
  throw new BankError('PASSWORD_RULES', ruleIssue(path, 'passwordRules', ctx.lang));
}

function store(ctx: BankContext, which: Secret, secret: string) {
  const record = preparedRecord(ctx.secrets, secret);
  // The edge makes one for every valid new secret it opened: none here is the bank's own mistake.
  if (!record) throw new Error('No slow hash prepared for the new secret');
  sec(ctx)[fieldOf(which)] = record;
  return { passwordStatus: '1' as const, updateTime: toTimestamp(ctx.now) };
}

/**
 * A new login password sealed with a get/ua_factor factor (registration's add/user_info): opened, held to
 * the section 5 rules, and stored hashed.
 */
export function storeNewLoginPassword(ctx: BankContext, cipher: string, factor: string, path: string): void {
  // Set once: changing it asks for the old one (login/update) or an OTP (reset).
  if (sec(ctx).loginPassword) throw new BankError('PASSWORD_ALREADY_SET');
  const password = openSecret(ctx, cipher, factor, LOGIN_SCENE);
  checkNewPassword(ctx, password, path);
  store(ctx, 'login', password);
}

/**
 * For other areas whose calls carry a PIN (e.g. checkout's tran/pay_order: password, factor): refuses a
 * locked, wrong or undecryptable PIN exactly as password/validate does.
 */
export function verifyPin(ctx: BankContext, cipher: string, factor: string): void {
  refuseIfLocked(ctx, 'pin');
  checkSecret(ctx, 'pin', openSecret(ctx, cipher, factor));
}

/**
 * For other areas whose calls carry the session of a right PIN (e.g. Instant Cash's apply/loan): whether
 * `token` is a live (known, unused, unexpired) session handed out by password/validate for `scene`.
 * Read only: nothing is noted or spent.
 */
export function isLivePinSession(ctx: BankContext, token: string, scene: string): boolean {
  return sec(ctx).sessions.some(
    (s) =>
      s.token === token && s.kind === 'pin' && s.usage === scene && !s.used && isoToMs(s.expiresAt) > ctx.now,
  );
}

/** The PIN session a money call took: one PIN, one attempt, whatever the bank then answers. */
export function spendPinSession(ctx: BankContext, token: string, scene: string): void {
  const record = sec(ctx).sessions.find((s) => s.token === token && s.kind === 'pin' && s.usage === scene);
  if (record && !record.used) {
    record.used = true;
    ctx.note(`pin-session-spent:${scene}`, 'security.sessions used');
  }
}

export const passwordHandlers: HandlerMap = {
  getRandomFactor: (request, ctx) => issueFactor(ctx, request.scene),

  getUaFactor: (_request, ctx) => issueFactor(ctx, LOGIN_SCENE),

  // set and reset serve the PIN and the login password: a factor from get/ua_factor (scene UA) means the
  // login password, any other scene the PIN.
  passwordSet: (request, ctx) => {
    if (factorScene(ctx, request.factor) === LOGIN_SCENE) {
      if (sec(ctx).loginPassword) throw new BankError('PASSWORD_ALREADY_SET');
      const password = openSecret(ctx, request.password, request.factor);
      checkNewPassword(ctx, password, 'password');
      const answer = store(ctx, 'login', password);
      ctx.note('login-password-set', 'security.loginPassword');
      return answer;
    }
    if (sec(ctx).pin) throw new BankError('PIN_ALREADY_SET');
    const pin = openSecret(ctx, request.password, request.factor);
    checkNewPin(ctx, pin, 'password');
    const answer = store(ctx, 'pin', pin);
    ctx.note('pin-set', 'security.pin');
    return answer;
  },

  passwordReset: (request, ctx) => {
    const proof = liveSession(ctx, request.session, ['otp', 'uaotp'], ctx.state.customer.phone);
    if (factorScene(ctx, request.factor) === LOGIN_SCENE) {
      const password = openSecret(ctx, request.newPassword, request.factor);
      checkNewPassword(ctx, password, 'newPassword');
      if (isStored(ctx, 'login', password)) throw new BankError('PASSWORD_SAME_AS_OLD');
      proof.used = true;
      dayErrors(ctx).login = 0;
      const answer = store(ctx, 'login', password);
      ctx.note('login-password-reset', 'security.loginPassword; dayErrors.login=0; session used');
      return answer;
    }
    const pin = openSecret(ctx, request.newPassword, request.factor);
    checkNewPin(ctx, pin, 'newPassword');
    if (isStored(ctx, 'pin', pin)) throw new BankError('PIN_SAME_AS_OLD');
    proof.used = true;
    dayErrors(ctx).pin = 0;
    const answer = store(ctx, 'pin', pin);
    ctx.note('pin-reset', 'security.pin; dayErrors.pin=0; session used');
    return answer;
  },

  passwordValidate: (request, ctx) => {
    refuseIfLocked(ctx, 'pin');
    const pin = openSecret(ctx, request.password, request.factor, request.scene);
    const count = checkSecret(ctx, 'pin', pin);
    const session = issueSession(ctx, 'pin', request.scene, request.scene, PASSWORD_RULES.pinSessionTtlMs);
    ctx.note('pin-validated', 'security.sessions+1');
    return {
      dayErrorCount: String(count),
      session: session.token,
      expire_time: toTimestamp(isoToMs(session.expiresAt)),
    };
  },

  passwordUpdate: (request, ctx) => {
    refuseIfLocked(ctx, 'pin');
    if (!sec(ctx).pin) throw new BankError('PIN_NOT_SET');
    const oldPin = openSecret(ctx, request.password, request.factor);
    const newPin = openSecret(ctx, request.newPassword, request.newFactor);
    checkNewPin(ctx, newPin, 'newPassword');
    checkSecret(ctx, 'pin', oldPin);
    if (newPin === oldPin) throw new BankError('PIN_SAME_AS_OLD');
    const answer = store(ctx, 'pin', newPin);
    ctx.note('pin-updated', 'security.pin');
    return answer;
  },

  passwordLoginUpdate: (request, ctx) => {
    refuseIfLocked(ctx, 'login');
    if (!sec(ctx).loginPassword) throw new BankError('PASSWORD_NOT_SET');
    const oldPassword = openSecret(ctx, request.password, request.factor);
    const newPassword = openSecret(ctx, request.newPassword, request.newFactor);
    checkNewPassword(ctx, newPassword, 'newPassword');
    checkSecret(ctx, 'login', oldPassword);
    if (newPassword === oldPassword) {
      throw new BankError('PASSWORD_SAME_AS_OLD', ruleIssue('newPassword', 'passwordSameAsOld', ctx.lang));
    }
    const answer = store(ctx, 'login', newPassword);
    ctx.note('login-password-updated', 'security.loginPassword');
    return answer;
  },

  checkPasswordSession: (request, ctx) => {
    const session = liveSession(ctx, request.session, [
      'pin',
      'otp',
      'uaotp',
      'email',
      'upgrade',
      'register',
    ]);
    ctx.note('session-valid');
    return { session: session.token };
  },
};
