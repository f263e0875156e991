import type { BankState } from '../model/bank-state';
import type { SecretHash } from '../model/security';
import { maskCard, maskNik } from '../domain/common/masking';

/**
 * One redaction list for what leaves the bank's own rows: the call log, the state views (GET
 * /__fake-bank/session, the dashboard) and exports (decision 0032). Keys are matched whole and in any case.
 */

export const HIDDEN = '[redacted]';

type Mask = (value: string) => string;
const hide: Mask = () => HIDDEN;
/** Too short to mask and still hide it: not kept at all. */
const keepEnds =
  (mask: Mask, shortest: number): Mask =>
  (value) =>
    value.length > shortest ? mask(value) : HIDDEN;

/**
 * Personal data, in every log, view and export: the NIK as member_info answers it (first and last 4), a card
 * number as a receipt prints it (first 6 and last 4), never the mother's names (a security answer), a card's
 * expiry or CVV.
 */
const PERSONAL: ReadonlyMap<string, Mask> = new Map([
  ['nik', keepEnds(maskNik, 8)],
  ['scannednik', keepEnds(maskNik, 8)],
  ['idno', keepEnds(maskNik, 8)],
  ['id_no', keepEnds(maskNik, 8)],
  ['mothermaidenname', hide],
  ['motherfirstname', hide],
  // Keyed digests (issue 39): nothing to read in them, and a view need not help anyone try guesses.
  ['scannednikdigest', hide],
  ['motherfirstnamedigest', hide],
  ['cardno', keepEnds(maskCard, 10)],
  ['card_no', keepEnds(maskCard, 10)],
  ['expiry', hide],
  ['cvv', hide],
]);

/** What a call carries that no log keeps: PINs, passwords, sealed values, one-time codes, proofs, tokens. */
const CALL_SECRETS: ReadonlyMap<string, Mask> = new Map(
  [
    'password',
    'newpassword',
    'pin',
    'newpin',
    'otp',
    'phone_check_num',
    'factor',
    'newfactor',
    'cipher',
    'session',
    'ktpsession',
    'token',
    'csrf_token',
    'captcha',
  ].map((name) => [name, hide]),
);

const IN_LOG: ReadonlyMap<string, Mask> = new Map([...PERSONAL, ...CALL_SECRETS]);

/**
 * A body field that carries JSON as text (submit/flow's `data`, the manual ID form's NIK in it): redacted
 * inside, as the object it holds; text that is not JSON stays as it is.
 */
function redactText(text: string, masks: ReadonlyMap<string, Mask>, depth: number): string {
  if (!/^\s*[{[]/.test(text)) return text;
  try {
    return JSON.stringify(redact(JSON.parse(text), masks, depth + 1));
  } catch {
    return text;
  }
}

function redact(value: unknown, masks: ReadonlyMap<string, Mask>, depth = 0): unknown {
  if (depth > 40) return HIDDEN;
  if (typeof value === 'string') return redactText(value, masks, depth);
  if (Array.isArray(value)) return value.map((item) => redact(item, masks, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const mask = masks.get(key.toLowerCase());
    out[key] =
      mask && item !== null && item !== ''
        ? typeof item === 'string'
          ? mask(item)
          : HIDDEN
        : redact(item, masks, depth + 1);
  }
  return out;
}

/**
 * A listed key anywhere in a body's JSON, or in JSON text inside it (escaped quotes): only such bodies may
 * take the slower redacting copy.
 */
const LOGGED_KEY = new RegExp(`\\\\?"(${[...IN_LOG.keys()].join('|')})\\\\?"\\s*:`, 'gi');
/** A key's value as JSON writes it, when it is a string without escapes, or null. */
const PLAIN_VALUE = /\s*(?:"([^"\\]*)"|null)/y;

/**
 * No listed key in a body's JSON, or each is a key of the body itself (not of JSON text inside it) whose
 * value is a string its mask leaves as it is (an NIK already masked, as personal_center answers it), empty,
 * or null: the redacting copy would be the same body, so none is made.
 */
function keptAsItIs(text: string): boolean {
  LOGGED_KEY.lastIndex = 0;
  for (let key = LOGGED_KEY.exec(text); key; key = LOGGED_KEY.exec(text)) {
    const before = text[key.index - 1];
    if (key[0].includes('\\') || (before !== '{' && before !== ',')) return false;
    PLAIN_VALUE.lastIndex = key.index + key[0].length;
    const value = PLAIN_VALUE.exec(text);
    if (!value) return false;
    const string = value[1];
    if (string && IN_LOG.get(key[1]!.toLowerCase())?.(string) !== string) return false;
  }
  return true;
}

/** A request or answer body as the call log keeps it (the same value when nothing in it is listed). */
export function redactForLog(value: unknown, text?: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  return keptAsItIs(text ?? JSON.stringify(value)) ? value : redact(value, IN_LOG);
}

/** A PIN or password record in a view: how it is kept, never its salt or hash. */
function secretView(record: SecretHash | null) {
  if (!record || ('kdf' in record && record.kdf === 'seeded')) return record;
  return { ...('kdf' in record ? record : { kdf: 'sha256' }), salt: HIDDEN, hash: HIDDEN };
}

/**
 * A session's state as views and exports show it: personal data masked as in the log, and none of the
 * security slice's secrets (PIN and password hashes and salts, the session's key, the RSA private key) nor
 * the request texts the idempotency ledger kept before it kept digests. Proof tokens, factors and the
 * captcha's code stay: testers read them to drive the flows by hand.
 */
export function redactState(state: BankState): Record<string, unknown> {
  const view = redact(state, PERSONAL) as Record<string, unknown>;
  const { security } = state;
  view.security = {
    ...(view.security as Record<string, unknown>),
    pin: secretView(security.pin),
    loginPassword: secretView(security.loginPassword),
    ...(security.key ? { key: HIDDEN } : {}),
    rsa: security.rsa && { publicKey: security.rsa.publicKey, privateKeyPem: HIDDEN },
  };
  view.idempotency = Object.fromEntries(
    Object.entries(view.idempotency as Record<string, Record<string, unknown>>).map(([key, entry]) => [
      key,
      entry.request === undefined ? entry : { ...entry, request: HIDDEN },
    ]),
  );
  return view;
}

type JsonSchema = Record<string, unknown>;

const allowsNull = (schema: unknown) => JSON.stringify(schema).includes('"null"');
const description = 'Masked, or [redacted] (decision 0032)';
const masked = (original: unknown): JsonSchema =>
  allowsNull(original)
    ? { anyOf: [{ type: 'string' }, { type: 'null' }], description }
    : { type: 'string', description };

/** How a PIN or password record shows in a view: `seeded`, or its kind and cost with salt and hash hidden. */
const SECRET_VIEW: JsonSchema = {
  anyOf: [
    {
      type: 'object',
      properties: {
        kdf: { type: 'string', enum: ['seeded', 'scrypt', 'pbkdf2-sha256', 'sha256'] },
        salt: { type: 'string', const: HIDDEN },
        hash: { type: 'string', const: HIDDEN },
      },
      required: ['kdf'],
    },
    { type: 'null' },
  ],
  description: 'How the secret is kept (decision 0032); its salt and hash are never shown',
};

/** Security fields a view shows otherwise, by property path. */
const SECURITY_VIEWS: ReadonlyMap<string, JsonSchema> = new Map([
  ['security.pin', SECRET_VIEW],
  ['security.loginPassword', SECRET_VIEW],
  ['security.key', { type: 'string', const: HIDDEN }],
]);

/**
 * The JSON Schema of a state view (redactState), from the state's own: each listed field is a string that may
 * be masked or `[redacted]`, the security slice's records show as SECRET_VIEW. The published document
 * describes GET /__fake-bank/session with it. `at`: the property names walked so far.
 */
export function redactedStateJsonSchema(schema: JsonSchema, at: readonly string[] = []): JsonSchema {
  const walk = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(walk)
      : value && typeof value === 'object'
        ? redactedStateJsonSchema(value as JsonSchema, at)
        : value;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword !== 'properties' || !value || typeof value !== 'object') {
      out[keyword] = walk(value);
      continue;
    }
    out.properties = Object.fromEntries(
      Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => {
        const view = SECURITY_VIEWS.get([...at, name].join('.'));
        if (view) return [name, view];
        if (PERSONAL.has(name.toLowerCase())) return [name, masked(property)];
        return [name, redactedStateJsonSchema(property, [...at, name])];
      }),
    );
  }
  return out;
}
