import type { ProofSession, SecurityState } from '../../model/security';
import { toBusinessDate, toWibIso } from '../../kernel/clock';
import { BankError, type BankContext } from '../../kernel/handler';
import { DAY_MS, MINUTE_MS, isoToMs, wibMs } from '../../../contracts/dates';
import { sessionDigest } from '../common/session-digest';

/** Helpers the security handlers share: time on the session clock, derived tokens, proof sessions. */

export function sec(ctx: BankContext): SecurityState {
  return ctx.state.security;
}

/** Business date (YYYYMMDD, WIB) of the session clock. */
export function today(ctx: BankContext): string {
  return toBusinessDate(ctx.now);
}

/** 00:00 WIB after the current business day: when daily counters and locks are released. */
export function nextMidnight(ctx: BankContext): number {
  const day = today(ctx);
  return wibMs(day) + DAY_MS;
}

/** A token derived from the session's key, the slice's seed and counter: never repeated, never shared. */
export function deriveToken(ctx: BankContext, label: string, length = 32): string {
  const state = sec(ctx);
  state.counter += 1;
  return sessionDigest(state, `${state.seed}:${state.counter}:${label}`).slice(0, length);
}

/** Digits derived the same way (account numbers, ids). */
export function deriveDigits(ctx: BankContext, label: string, length: number): string {
  const hex = deriveToken(ctx, label, 48);
  let digits = '';
  for (const char of hex) digits += String(parseInt(char, 16) % 10);
  return digits.slice(0, length);
}

const SESSION_KEEP = 30;

export function issueSession(
  ctx: BankContext,
  kind: ProofSession['kind'],
  subject: string,
  usage: string,
  ttlMs = 10 * MINUTE_MS,
): ProofSession {
  const session: ProofSession = {
    token: deriveToken(ctx, `session:${kind}`),
    kind,
    subject,
    usage,
    expiresAt: toWibIso(ctx.now + ttlMs),
    used: false,
  };
  const state = sec(ctx);
  state.sessions = [...state.sessions, session].slice(-SESSION_KEEP);
  return session;
}

/** A live (known, unused, unexpired) proof session of one of the given kinds, or a refusal. */
export function liveSession(
  ctx: BankContext,
  token: string,
  kinds: ProofSession['kind'][],
  subject?: string,
): ProofSession {
  const found = sec(ctx).sessions.find((s) => s.token === token);
  if (
    !found ||
    found.used ||
    isoToMs(found.expiresAt) <= ctx.now ||
    !kinds.includes(found.kind) ||
    (subject !== undefined && found.subject !== subject)
  ) {
    ctx.note('security-session-invalid');
    throw new BankError('SECURITY_SESSION_INVALID');
  }
  return found;
}

/** Whether the email is registered with another phone number (the seeded list, e.g. terdaftar@contoh.co.id). */
export function emailTakenByOtherPhone(ctx: BankContext, email: string): boolean {
  const wanted = email.toLowerCase();
  const phone = ctx.state.customer.phone;
  return sec(ctx).takenEmails.some((entry) => entry.email.toLowerCase() === wanted && entry.phone !== phone);
}
