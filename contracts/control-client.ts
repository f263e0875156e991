/**
 * The one client of the fake bank's control surface (`/__fake-bank/...`, DESIGN section 4): the app's scenario
 * picker and links, the browser bridge's stand-in, the reporter, the dashboard and the e2e fixtures all call
 * it through here. Beside the contracts because the client may import only them; it knows no runtime: a
 * transport sends the request (the browser's fetch by default, Playwright's request context in e2e). It
 * imports no zod: the app's first chunk calls it before the schemas load; each caller parses what it reads.
 */

export type ControlMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ControlRequest {
  method: ControlMethod;
  /** The path under `/__fake-bank` (`/session`, `/clock`...). */
  path: string;
  body?: unknown;
}

/** What came back: the HTTP status and the body as text ('' for none). */
export interface ControlResponse {
  status: number;
  text: string;
}

export type ControlTransport = (request: ControlRequest) => Promise<ControlResponse>;

/** The mount point of the control surface on the bank's origin. */
export const CONTROL_BASE = '/__fake-bank';

export interface FetchTransportOptions {
  /** Where the paths are under: the control surface by default (the reporter's build may name a collector). */
  base?: string;
  /** Sent even as the page goes away (the reporter's last words). */
  keepalive?: boolean;
  /** Given up after this many ms (spec section 9: the reporter's 10000). */
  timeoutMs?: number;
}

/** The page's own origin through the browser's fetch, its session cookie sent; no answer throws. */
export function fetchTransport(options: FetchTransportOptions = {}): ControlTransport {
  const { base = CONTROL_BASE, keepalive, timeoutMs } = options;
  return async ({ method, path, body }) => {
    const controller = timeoutMs === undefined ? undefined : new AbortController();
    const timer = controller && setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        credentials: 'same-origin',
        cache: 'no-store',
        keepalive,
        signal: controller?.signal,
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    } finally {
      if (timer) clearTimeout(timer);
    }
  };
}

export const browserTransport: ControlTransport = fetchTransport();

/** A refused or unreadable control answer: the bank's own words when it gave some (`{ error }`). */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** The bank's words of a refusal (`{ error }`), when it gave some. */
function refusalOf(data: unknown): string | undefined {
  const error = (data as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' ? error : undefined;
}

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON answer, or a ControlError for a status that is not 2xx or a bank that does not answer. */
export async function controlJson(transport: ControlTransport, request: ControlRequest): Promise<unknown> {
  let response: ControlResponse;
  try {
    response = await transport(request);
  } catch {
    throw new ControlError('The fake bank does not answer. Is the server running?');
  }
  const data = parsed(response.text);
  if (response.status < 200 || response.status > 299) {
    throw new ControlError(refusalOf(data) ?? `HTTP ${response.status}`, response.status);
  }
  return data;
}

/** A new start of the caller's session: a scenario or a saved snapshot, optionally in a profile. */
export type SessionStart = ({ scenario: string } | { snapshot: string }) & { profile?: 'full' | 'spec' };
/** A clock move: to a date, or by days or minutes. */
export type ClockMove = { date: string } | { advanceDays: number } | { advanceMinutes: number };
/** Faults for the session's next calls (DESIGN section 4). */
export interface FaultsArm {
  latencyMs?: number;
  next?: Array<{
    path?: string;
    kind: 'network' | 'timeout' | 'http' | 'code';
    status?: number;
    code?: string;
  }>;
}

/** The control calls the app and the e2e fixtures make, typed; the dashboard adds its own answer schemas. */
export function controlClient(transport: ControlTransport = browserTransport) {
  const call = (method: ControlMethod, path: string, body?: unknown) =>
    controlJson(transport, { method, path, body });
  return {
    call,
    /** The catalogue (contracts/control-surface.ts: ScenarioCatalogueSchema). */
    scenarios: () => call('GET', '/scenarios'),
    start: (start: SessionStart) => call('POST', '/session', start),
    /** Changes the session's device or profile, its state kept. */
    patchSession: (patch: Record<string, unknown>) => call('PATCH', '/session', patch),
    session: () => call('GET', '/session'),
    device: () => call('GET', '/device'),
    clock: (move: ClockMove) => call('POST', '/clock', move),
    faults: (arm: FaultsArm) => call('POST', '/faults', arm),
  };
}

export type ControlClient = ReturnType<typeof controlClient>;
