/**
 * How the diff writes a field for a person (decision 0072), by its path in the bank state. A path pattern is the
 * field's path with `[]` for any list index: `security.sessions[]` covers `security.sessions[0].token` and all
 * below it.
 */

/**
 * Fields a diff leaves out unless asked (`?all=true`): secrets (keys, tokens, one-use proofs, hashes) and the
 * bank's bookkeeping (id counters, the retry ledger, the credit side's notes of wallet moves, the day a daily
 * counter belongs to). A partial repayment changed 154 fields, most of them these (issue 40).
 */
export const HIDDEN_FIELDS: ReadonlyArray<{ path: string; kind: 'secret' | 'bookkeeping' }> = [
  { path: 'security.seed', kind: 'secret' },
  { path: 'security.key', kind: 'secret' },
  { path: 'security.rsa', kind: 'secret' },
  { path: 'security.pin', kind: 'secret' },
  { path: 'security.loginPassword', kind: 'secret' },
  { path: 'security.sessions[]', kind: 'secret' },
  { path: 'security.factors[]', kind: 'secret' },
  { path: 'security.captcha', kind: 'secret' },
  { path: 'security.counter', kind: 'bookkeeping' },
  { path: 'security.dayErrors.day', kind: 'bookkeeping' },
  { path: 'security.otp.phone.day', kind: 'bookkeeping' },
  { path: 'security.otp.email.day', kind: 'bookkeeping' },
  { path: 'idempotency', kind: 'bookkeeping' },
  { path: 'credit.seq', kind: 'bookkeeping' },
  { path: 'credit.walletMoves[]', kind: 'bookkeeping' },
  { path: 'credit.autoDebited[]', kind: 'bookkeeping' },
  { path: 'wallet.seq', kind: 'bookkeeping' },
  { path: 'loyalty.seq', kind: 'bookkeeping' },
];

/**
 * Rupiah fields by the last part of their name, besides the names that end in amt, amount, balance, limit,
 * principal, price, fee, total... (state-diff.ts): the parts of a repayment's allocation and the Pay Later part
 * of a wallet payment.
 */
export const MONEY_NAMES: ReadonlySet<string> = new Set(['prin', 'int', 'pen', 'violation', 'paylater']);

/** Fields that count points, not rupiah, though their names say amount (loyalty's lots and history). */
export const POINTS_FIELDS: readonly string[] = [
  'loyalty.history[].amount',
  'loyalty.lots[].amount',
  'wallet.orders[].pay.points',
  'credit.orders[].pointsAmt',
];
