import { z } from 'zod';
import { BANK_PROFILES } from './spec-profile';
import type { DriftLog } from './drift';
import { CLOCK_RANGE, isServedTime, toWibIso } from '../kernel/clock';
import { DAY_MS, MINUTE_MS, wibMs } from '../../contracts/dates';
import { controlIssuesText } from './control-issues';
import { answerOrders } from './control-orders';
import { answerSnapshots } from './control-snapshots';
import type { BankState } from '../state/bank-state';
import { FaultsInputSchema } from '../state/faults';
import { agentFinishes, agentPicksUp } from '../domain/onboarding/onboarding-vb';
import { receiveQrisPayment, receiveVaPayment } from '../domain/wallet/wallet-topup';
import { receiveRepaymentTransfer } from '../domain/credit/credit-repay';
import type { Bank } from './bank';
import type { Session } from '../kernel/session';
import { redactState } from './redaction';
import { DeviceSchema } from '../state/bank-state-core';

/**
 * The control surface's operations without a transport: the Express router (fake-bank/http/control.ts) and
 * the browser demo's MSW handlers (fake-bank/msw) answer /__fake-bank/* calls with the same code. Guards
 * (loopback, token, same-site JSON writes) stay with the transport that needs them.
 */

/**
 * `POST /session`: the scenario to start in, and the bank's profile for this session (`spec`: only what the
 * spec names, DESIGN section 4; `full`, the default unless FAKE_BANK_PROFILE says otherwise).
 */
export const ScenarioBodySchema = z.object({
  scenario: z.string().min(1).max(100),
  profile: z.enum(BANK_PROFILES).optional(),
});

/**
 * A change to the phone the session pretends to be (`PATCH /session`): in the bank app or a browser, its
 * locale, the camera's answer. The stand-in's "open the app" and the dashboard switch `inApp` with it.
 */
export const SessionPatchBodySchema = z
  .object({
    device: z
      .object({
        inApp: DeviceSchema.shape.inApp.optional(),
        locale: DeviceSchema.shape.locale.optional(),
        camera: z.enum(['granted', 'denied']).optional(),
      })
      .strict()
      .optional(),
    /** The bank's profile from now on, the state kept: `spec` answers only what the spec names. */
    profile: z.enum(BANK_PROFILES).optional(),
  })
  .strict();

/** A date alone is midnight WIB of that day. */
const instantOf = (date: string) => (date.length === 10 ? toWibIso(wibMs(date.replaceAll('-', ''))) : date);
const SERVED_YEARS = `${CLOCK_RANGE.from} to ${CLOCK_RANGE.to} (WIB)`;

const clockMoves = {
  date: z
    .object({
      date: z.iso
        .datetime({ offset: true })
        .or(z.iso.date())
        // The message names a rule of control-issues.ts, which says it in words.
        .refine((date) => isServedTime(Date.parse(instantOf(date))), 'clockRange')
        .describe(`A day (midnight WIB) or an instant with its offset, from ${SERVED_YEARS}`),
    })
    .strict(),
  advanceDays: z.object({ advanceDays: z.number().int().min(-3650).max(3650) }).strict(),
  advanceMinutes: z.object({ advanceMinutes: z.number().int().min(-525600).max(525600) }).strict(),
};
export const ClockBodySchema = z.union([clockMoves.date, clockMoves.advanceDays, clockMoves.advanceMinutes]);

/**
 * A clock body checked against the one move its key names: tried against each shape in turn, the union
 * built the messages of the shapes that did not fit on every call (a QA floor moves clocks all day). Anything
 * else, or a move that does not fit, gets the union's answer and message.
 */
function parseClockBody(body: unknown) {
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
  vaCode: z.string().regex(/^\d{10,20}$/),
  amount: z.number().int().positive(),
  /** The sending bank's reference: the same transfer delivered twice lands once (top-up accounts). */
  reference: z
    .string()
    .regex(/^[A-Za-z0-9-]{4,40}$/)
    .optional(),
});

/** What a payer's app sends after scanning a QRIS code: the payload as read, and its issuer (optional). */
export const QrisPaymentBodySchema = z.object({
  qrContent: z.string().min(20).max(512),
  issuer: z.string().max(40).optional(),
});

/** An agent's event carries nothing: `{}` (or no body). */
const NoBodySchema = z.strictObject({});

/** The body each event takes, checked before any session is read or made: a bad one is a 400 naming its field. */
const SIMULATE_BODIES: Partial<Record<(typeof SIMULATE_EVENTS)[number], z.ZodType>> = {
  'va-payment': VaPaymentBodySchema,
  'qris-payment': QrisPaymentBodySchema,
  'agent-pickup': NoBodySchema,
  'agent-finish': NoBodySchema,
};

type Simulated = { ok: true; [key: string]: unknown } | { ok: false; error: string };

/** Outside events the bank would receive: each acts on the session's state, or says why it could not. */
const simulators: Partial<
  Record<
    (typeof SIMULATE_EVENTS)[number],
    (state: BankState, body: unknown, now: number, polls: Record<string, number>) => Simulated
  >
> = {
  'agent-pickup': (state, _body, now) =>
    agentPicksUp(state, now) ? { ok: true } : { ok: false, error: 'Nobody is queuing for video banking' },
  'agent-finish': (state, _body, now) => {
    const status = agentFinishes(state, now);
    return status ? { ok: true, status } : { ok: false, error: 'No video banking call in progress' };
  },
  // A QRIS top-up code paid from another app: the payload must verify (CRC) and is paid once.
  'qris-payment': (state, body, now) => {
    const input = QrisPaymentBodySchema.safeParse(body);
    if (!input.success) return { ok: false, error: controlIssuesText(input.error) };
    const result = receiveQrisPayment(state, input.data, now);
    return result.ok ? { ...result, ok: true, purpose: 'top-up' } : result;
  },
  // A top-up's virtual account (or store payment code) first, else the customer's repayment virtual account.
  'va-payment': (state, body, now, polls) => {
    const input = VaPaymentBodySchema.safeParse(body);
    if (!input.success) return { ok: false, error: controlIssuesText(input.error) };
    const result = receiveVaPayment(state, input.data, now);
    if (result.ok) return { ...result, ok: true, purpose: 'top-up' };
    if (result.code !== 'WALLET_VA_NOT_OPEN') return { ok: false, error: `Refused: ${result.code}` };
    const repaid = receiveRepaymentTransfer(state, input.data, now, polls);
    if (repaid.ok) return { ...repaid, ok: true, purpose: 'repayment' };
    return {
      ok: false,
      error:
        repaid.code === 'CREDIT_REPAY_NOT_FOUND'
          ? 'Refused: WALLET_VA_NOT_OPEN (no open top-up or repayment virtual account with that number)'
          : `Refused: ${repaid.code}`,
    };
  },
};

export interface ControlCall {
  method: string;
  /** The path under /__fake-bank, e.g. /session or /simulate/va-payment. */
  path: string;
  body: unknown;
  /** The query string's values (`?offset=&limit=` of /sessions); an array when a name is repeated. */
  query?: Record<string, unknown>;
  /** The caller's session (asked only by calls that act on one: a transport may issue a cookie for it). */
  session: () => { id: string; known: boolean };
  /** Where a scenario's screenshot is served, when the transport has one (the server's gallery). */
  screenshotOf?: (scenarioId: string) => string | undefined;
  /** The upstream bank and what its answers differed in, when the transport passes calls on to one. */
  drift?: { base: string; log: DriftLog };
}

/** A JSON answer (no body: 204). */
export interface ControlAnswer {
  status: number;
  body?: unknown;
}

const badRequest = (error: z.ZodError | string): ControlAnswer => ({
  status: 400,
  body: { error: typeof error === 'string' ? error : controlIssuesText(error) },
});

/** `?offset=&limit=` of GET /sessions as numbers, or what is wrong with them. */
function pageOf(query: Record<string, unknown>): { offset: number; limit: number } | string {
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
      return `${name}: must be a whole number from ${min} to ${max}`;
    }
    return Number(value);
  };
  const offset = whole('offset', 0, 0, 999_999_999);
  const limit = whole('limit', SESSIONS_PAGE.limit, 1, SESSIONS_PAGE.maxLimit);
  const issues = [offset, limit].filter((v): v is string => typeof v === 'string');
  if (issues.length) return issues.join('; ');
  return { offset: offset as number, limit: limit as number };
}

/**
 * What the browser stand-in of the bridge reports as the device (scenario-chosen locale, in-app, camera) and
 * the session's clock: `GET /__fake-bank/device`, and the server inlines it in the page it serves.
 */
export function deviceOf(bank: Bank, session: { id: string; known: boolean }) {
  return bank.store.unit(
    session.id,
    () => {
      const current = bank.viewSession(session.id);
      return { ...current.state.device, clock: bank.describeClock(current) };
    },
    { known: session.known },
  );
}

/** Answers one control call, or undefined when the path is none of these operations. */
export async function answerControl(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  const method = call.method === 'HEAD' ? 'GET' : call.method;
  const path = call.path.length > 1 ? call.path.replace(/\/$/, '') : call.path;

  const described = (session: Session) => ({
    session: session.id,
    scenario: session.scenarioId,
    clock: bank.describeClock(session),
    profile: session.profile ?? 'full',
  });
  const describe = (sessionId: string) => described(bank.ensureSession(sessionId));
  /** One unit of work on the caller's session: loaded first, written before the answer goes out. */
  const inSession = <T>(work: (id: string) => T): Promise<T> => {
    const { id, known } = call.session();
    return bank.store.unit(id, () => work(id), { known });
  };
  const ok = (body: unknown): ControlAnswer => ({ status: 200, body });

  // Snapshots, diff, and `POST /session { snapshot }` (decision 0044).
  const snapshots = await answerSnapshots(bank, call);
  if (snapshots) return snapshots;
  // The merchant stand-in (decision 0071).
  const orders = await answerOrders(bank, call);
  if (orders) return orders;

  if (method === 'GET' && path === '/scenarios') {
    return ok(
      [...bank.catalogue.values()].map(
        ({ id, title, description, tags, covers, path: scenarioPath, hint }) => {
          // The state's screenshot, when `npm run gallery` has taken it.
          const screenshot = call.screenshotOf?.(id);
          return {
            id,
            title,
            description,
            tags,
            covers,
            path: scenarioPath,
            ...(hint ? { hint } : {}),
            ...(screenshot ? { screenshot } : {}),
          };
        },
      ),
    );
  }

  if (method === 'POST' && path === '/session') {
    const body = ScenarioBodySchema.safeParse(call.body);
    if (!body.success) return badRequest(body.error);
    const scenario = body.data.scenario;
    if (!bank.catalogue.has(scenario)) return badRequest(`Unknown scenario ${scenario}`);
    return ok(
      await inSession((id) => {
        bank.resetSession(id, scenario, body.data.profile);
        return describe(id);
      }),
    );
  }

  if (method === 'PATCH' && path === '/session') {
    const body = SessionPatchBodySchema.safeParse(call.body);
    if (!body.success) return badRequest(body.error);
    const { device = {}, profile } = body.data;
    const change = Object.fromEntries(Object.entries(device).filter(([, v]) => v !== undefined));
    if (!Object.keys(change).length && !profile) {
      return badRequest('device: name at least one of inApp, locale, camera, or give a profile');
    }
    return ok(
      await inSession((id) => {
        const session = bank.ensureSession(id);
        session.state.device = { ...session.state.device, ...change };
        if (profile === 'spec') session.profile = 'spec';
        else if (profile === 'full') delete session.profile;
        bank.changed(session);
        return { ...describe(id), device: session.state.device };
      }),
    );
  }

  if (method === 'GET' && path === '/session') {
    return ok(
      await inSession((id) => {
        // A cookieless look keeps no row (decision 0081).
        const session = bank.viewSession(id);
        return {
          ...described(session),
          // No secret, no private key, personal data masked (decision 0032).
          state: redactState(session.state),
          faults: session.faults,
          latencyMs: session.latencyMs,
        };
      }),
    );
  }

  /** The live sessions, most recently used first (the dashboard's list), a page at a time, with their count. */
  if (method === 'GET' && path === '/sessions') {
    const page = pageOf(call.query ?? {});
    if (typeof page === 'string') return badRequest(page);
    const { total, sessions } = await bank.store.page(page.offset, page.limit);
    return ok({ total, offset: page.offset, limit: page.limit, sessions });
  }

  if (method === 'POST' && path === '/clock') {
    const body = parseClockBody(call.body);
    if (!body.success) return badRequest(body.error);
    const move = 'date' in body.data ? { date: instantOf(body.data.date) } : body.data;
    const answer = await inSession((id): ControlAnswer => {
      // A move that would leave the served years is refused before anything changes.
      const byMs =
        'advanceDays' in move
          ? move.advanceDays * DAY_MS
          : 'advanceMinutes' in move
            ? move.advanceMinutes * MINUTE_MS
            : 0;
      if (byMs) {
        const target = bank.businessNow(bank.ensureSession(id)) + byMs;
        if (!isServedTime(target)) {
          return badRequest(
            `${Object.keys(move)[0]}: would move the clock to ${toWibIso(target)}, outside the years the bank ` +
              `serves (${SERVED_YEARS}); the clock did not move`,
          );
        }
      }
      bank.setClock(id, move);
      return ok(describe(id));
    });
    return answer;
  }

  if (method === 'POST' && path === '/faults') {
    const body = FaultsInputSchema.safeParse(call.body);
    if (!body.success) return badRequest(body.error);
    return inSession((id): ControlAnswer => {
      const armed = bank.ensureSession(id).faults.length;
      const adding = body.data.next?.length ?? 0;
      if (armed + adding > MAX_ARMED_FAULTS) {
        return badRequest(
          `next: at most ${MAX_ARMED_FAULTS} faults are armed in a session; ${armed} are, and ${adding} more would ` +
            'make ' +
            `${armed + adding}. Nothing was armed: disarm some (DELETE /__fake-bank/faults/<index>) or reset the session.`,
        );
      }
      const session = bank.armFaults(id, body.data);
      return ok({ ...describe(id), faults: session.faults, latencyMs: session.latencyMs });
    });
  }

  /** Disarms one armed fault, by its place in the list (0 first) as GET /session answers it. */
  const disarm = /^\/faults\/([^/]+)$/.exec(path);
  if (method === 'DELETE' && disarm) {
    const raw = decodeURIComponent(disarm[1]!);
    if (!/^\d{1,3}$/.test(raw)) return badRequest('The index is a whole number from 0');
    const index = Number(raw);
    const answer = await inSession((id) => {
      const session = bank.disarmFault(id, index);
      if (!session) return null;
      return { ...describe(id), faults: session.faults, latencyMs: session.latencyMs };
    });
    if (!answer) {
      return {
        status: 404,
        body: { error: `No armed fault at ${index}; GET /__fake-bank/session lists them.` },
      };
    }
    return ok(answer);
  }

  // The differences found in an upstream's answers (FAKE_BANK_UPSTREAM, upstream.ts): none without one.
  if (path === '/drift' && (method === 'GET' || method === 'DELETE')) {
    if (method === 'DELETE') {
      call.drift?.log.clear();
      return { status: 204 };
    }
    return ok({ upstream: call.drift?.base ?? null, entries: call.drift?.log.entries() ?? [] });
  }

  if (method === 'GET' && path === '/log') {
    const log = await bank.store.readLog(call.session().id);
    return ok(log.slice().reverse());
  }

  const simulateMatch = /^\/simulate\/([^/]+)$/.exec(path);
  if (method === 'POST' && simulateMatch) {
    const event = decodeURIComponent(simulateMatch[1]!);
    if (!(SIMULATE_EVENTS as readonly string[]).includes(event)) {
      return badRequest(`Unknown event ${event}; known: ${SIMULATE_EVENTS.join(', ')}`);
    }
    const simulate = simulators[event as (typeof SIMULATE_EVENTS)[number]];
    const bodySchema = SIMULATE_BODIES[event as (typeof SIMULATE_EVENTS)[number]];
    const body = bodySchema?.safeParse(call.body ?? {});
    if (body && !body.success) return badRequest(body.error);
    return inSession((id) => {
      if (!simulate) {
        return {
          status: 409,
          body: { error: `${event} arrives with its area; nothing to act on yet`, ...describe(id) },
        };
      }
      const session = bank.ensureSession(id);
      const result = simulate(session.state, call.body, bank.businessNow(session), session.polls);
      if (result.ok) bank.changed(session);
      return { status: result.ok ? 200 : 409, body: { event, ...result, ...describe(id) } };
    });
  }

  if (method === 'GET' && path === '/device') return ok(await deviceOf(bank, call.session()));

  /** The client's error collector: non-2xx statuses, contract mismatches, white screens, load errors. */
  if (method === 'POST' && path === '/collector') {
    await inSession((id) => bank.collect(id, call.body));
    return { status: 204 };
  }

  return undefined;
}
