import type { Bank } from './bank';
import { badRequest, ok, routeOf, sessionTools, type ControlAnswer, type ControlCall } from './control-call';
import { ScenarioBodySchema, SESSIONS_PAGE, SessionPatchBodySchema } from './control-schemas';
import { redactState } from './redaction';

/** The caller's session on the control surface: the catalogue, start, change, look, the device; every session. */

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

/** Answers `GET /scenarios`, `/session` (POST, PATCH, GET), `GET /sessions` and `GET /device`, or undefined. */
export async function answerSession(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  const { method, path } = routeOf(call);
  const { described, describe, inSession } = sessionTools(bank, call);

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

  if (method === 'GET' && path === '/device') return ok(await deviceOf(bank, call.session()));

  return undefined;
}
