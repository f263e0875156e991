import { z } from 'zod/mini';
import { BANK_PROFILES } from './spec-profile';
import { CLOCK_RANGE, isServedTime, toWibIso } from '../kernel/clock';
import { isoToMs, wibMs } from '../../contracts/dates';
import { DeviceSchema } from '../model/bank-state-core';

/**
 * The bodies the control surface takes (sessions, the clock, faults, outside events) and its bounds: zod and the model
 * alone, so the dashboard's entry and the OpenAPI description share them without the bank.
 */

/**
 * `POST /session`: the scenario to start in, and the bank's profile for this session (`spec`: only what the
 * spec names, DESIGN section 4; `full`, the default unless FAKE_BANK_PROFILE says otherwise).
 */
export const ScenarioBodySchema = z.object({
  scenario: z.string().check(z.minLength(1), z.maxLength(100)),
  profile: z.optional(z.enum(BANK_PROFILES)),
});

/**
 * A change to the phone the session pretends to be (`PATCH /session`): in the bank app or a browser, its
 * locale, the camera's answer. The stand-in's "open the app" and the dashboard switch `inApp` with it.
 */
export const SessionPatchBodySchema = z.strictObject({
  device: z.optional(
    z.strictObject({
      inApp: z.optional(DeviceSchema.shape.inApp),
      locale: z.optional(DeviceSchema.shape.locale),
      camera: z.optional(z.enum(['granted', 'denied'])),
    }),
  ),
  /** The bank's profile from now on, the state kept: `spec` answers only what the spec names. */
  profile: z.optional(z.enum(BANK_PROFILES)),
});

/** A date alone is midnight WIB of that day. */
export const instantOf = (date: string) =>
  date.length === 10 ? toWibIso(wibMs(date.replaceAll('-', ''))) : date;
export const SERVED_YEARS = `${CLOCK_RANGE.from} to ${CLOCK_RANGE.to} (WIB)`;

const clockMoves = {
  date: z.strictObject({
    date: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).check(
      // The message names a rule of control-issues.ts, which says it in words.
      z.refine((date) => isServedTime(isoToMs(instantOf(date))), 'clockRange'),
      z.describe(`A day (midnight WIB) or an instant with its offset, from ${SERVED_YEARS}`),
    ),
  }),
  advanceDays: z.strictObject({ advanceDays: z.number().check(z.int(), z.gte(-3650), z.lte(3650)) }),
  advanceMinutes: z.strictObject({
    advanceMinutes: z.number().check(z.int(), z.gte(-525600), z.lte(525600)),
  }),
};
export const ClockBodySchema = z.union([clockMoves.date, clockMoves.advanceDays, clockMoves.advanceMinutes]);

/**
 * A clock body checked against the one move its key names: tried against each shape in turn, the union
 * built the messages of the shapes that did not fit on every call (a QA floor moves clocks all day). Anything
 * else, or a move that does not fit, gets the union's answer and message.
 */
export function parseClockBody(body: unknown) {
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const key = keys.length === 1 ? keys[0] : undefined;
  const named =
    key === 'date' || key === 'advanceDays' || key === 'advanceMinutes' ? clockMoves[key] : undefined;
  const fitted = named?.safeParse(body);
  return fitted?.success ? fitted : ClockBodySchema.safeParse(body);
}
/** Faults armed at once in one session at most: each call scans them, and a tester never needs more. */
export const MAX_ARMED_FAULTS = 50;

/** `GET /sessions` pages: `limit` sessions from `offset` (most recently used first). */
export const SESSIONS_PAGE = { limit: 100, maxLimit: 500 } as const;

export const SIMULATE_EVENTS = [
  'va-payment',
  'qris-payment',
  'agent-pickup',
  'agent-finish',
  'payment-result',
] as const;

export const VaPaymentBodySchema = z.object({
  vaCode: z.string().check(z.regex(/^\d{10,20}$/)),
  amount: z.number().check(z.int(), z.positive()),
  /** The sending bank's reference: the same transfer delivered twice lands once (top-up accounts). */
  reference: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{4,40}$/))),
});

/** What a payer's app sends after scanning a QRIS code: the payload as read, and its issuer (optional). */
export const QrisPaymentBodySchema = z.object({
  qrContent: z.string().check(z.minLength(20), z.maxLength(512)),
  issuer: z.optional(z.string().check(z.maxLength(40))),
});
