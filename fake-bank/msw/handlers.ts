import { HttpResponse, delay, http, passthrough, type HttpHandler } from 'msw';
import { CODES, endpointList, issueText, urlPathOf, type Lang } from '../../contracts';
import type { Fault } from '../model/faults';
import { TIMEOUT_FAULT_MS, type Bank } from '../core/bank';
import { badBodyEnvelope, issuesEnvelope } from '../core/refusals';
import { answerControl } from '../core/control';
import { langOfParams } from '../core/locale';
import { termsPdfOf } from '../domain/content/content-docs';

/**
 * The browser demo's transport (decision 0022): MSW handlers that do for the page what the Express app does
 * for a browser (fake-bank/http/app.ts), over the same transport-free core. Bank calls go through bank.serve,
 * control calls through answerControl, the terms PDFs through termsPdfOf; static files pass through to the
 * host, unless a fault names them.
 */

const UPLOAD_LIMIT_MB = 5;

const uploadPaths = new Set(endpointList.filter((e) => e.method === 'UPLOAD').map((e) => urlPathOf(e)));

/**
 * A transport fault as the browser would meet it from the server: a dropped connection and a request that
 * never answers both end in a failed fetch (the server cuts the body off; a service worker cannot, so it
 * answers a network error), an HTTP fault is a bare status with a text body.
 */
async function transportFault(fault: Fault): Promise<Response> {
  if (fault.kind === 'network') return HttpResponse.error();
  if (fault.kind === 'timeout') {
    await delay(TIMEOUT_FAULT_MS);
    return HttpResponse.error();
  }
  return new HttpResponse('Injected HTTP fault', {
    status: fault.status ?? 500,
    headers: { 'content-type': 'text/plain' },
  });
}

/**
 * The bank lives in the page, but it stands for a server across the network: while the device is offline
 * (the browser's switch, DevTools, Playwright's setOffline) nothing reaches it, and an answer on its way is
 * lost, as a server's would be.
 */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function badRequest(lang: Lang, path: string, message: string): Response {
  return HttpResponse.json(issuesEnvelope(lang, path, message), { status: 400 });
}

async function sha256HexOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body as the core takes it: JSON as sent, or an upload's fields with its file's name, size and hash. */
async function bodyOf(
  request: Request,
  path: string,
  lang: Lang,
): Promise<{ body: unknown } | { refused: Response }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: {} };
  if (uploadPaths.has(path)) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { refused: badRequest(lang, 'file', issueText('brokenUpload', lang)) };
    }
    const fields: Record<string, unknown> = {};
    let file: File | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'file' && !file) file = value;
      else return { refused: badRequest(lang, 'file', issueText('oneFile', lang)) };
    }
    if (!file) return { body: fields };
    if (file.size > UPLOAD_LIMIT_MB * 1024 * 1024) {
      return {
        refused: badRequest(lang, 'file', issueText('fileTooLarge', lang, { limit: UPLOAD_LIMIT_MB })),
      };
    }
    return {
      body: {
        ...fields,
        file: {
          fileName: file.name,
          mimeType: file.type || 'application/octet-stream',
          size: String(file.size),
          hash: await sha256HexOf(await file.arrayBuffer()),
        },
      },
    };
  }
  const text = await request.text();
  if (!text) return { body: {} };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return {
      refused: HttpResponse.json(badBodyEnvelope(lang), { status: 400 }),
    };
  }
}

async function jsonBodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const pathOf = (request: Request) => new URL(request.url).pathname;

export interface BankHandlerOptions {
  /**
   * The address that opens a scenario on this host, given as `link` beside each scenario's `path` in
   * GET /__fake-bank/scenarios (the picker and the gallery follow it): the demo's root form (decision 0042).
   */
  scenarioLink?: (id: string, path: string) => string;
  /**
   * Runs each call into the core (bank, control surface, a static file's fault): the browser demo fetches a
   * scenario's seed there when the core asks for one it has not loaded, and runs the call again (decision 0047).
   */
  runCore?: <T>(call: () => Promise<T>) => Promise<T>;
}

/** Each scenario of the catalogue's answer with the link that opens it on this host. */
function withLinks<T>(body: T, linkOf: (id: string, path: string) => string): T {
  if (!Array.isArray(body)) return body;
  return body.map((entry: { id: string; path: string }) => ({
    ...entry,
    link: linkOf(entry.id, entry.path),
  })) as T;
}

/** The demo's handlers for one browser session (`sessionId`): bank, control surface, documents, assets. */
export function bankHandlers(
  bank: Bank,
  sessionId: () => string,
  options: BankHandlerOptions = {},
): HttpHandler[] {
  const runCore = options.runCore ?? ((call) => call());
  return [
    // The bank: every /ifes and /ifes-front call goes through the transport-free core.
    http.all(
      ({ request }) => /^\/ifes(-front)?\//.test(pathOf(request)),
      async ({ request }) => {
        if (offline()) return HttpResponse.error();
        const url = new URL(request.url);
        const path = url.pathname;
        const lang = langOfParams(request.headers.get('params'));
        const read = await bodyOf(request, path, lang);
        if ('refused' in read) return read.refused;
        const { answer, latencyMs } = await runCore(() =>
          bank.serve({
            sessionId: sessionId(),
            method: request.method === 'HEAD' ? 'GET' : request.method,
            path,
            query: Object.fromEntries(url.searchParams),
            body: read.body,
            csrfToken: request.headers.get('csrf_token') ?? undefined,
            lang,
          }),
        );
        if (latencyMs > 0) await delay(latencyMs);
        if (offline()) return HttpResponse.error();
        if (answer.kind === 'fault') return transportFault(answer.fault);
        return HttpResponse.json(answer.envelope, {
          status: answer.status,
          headers: { 'X-Fake-Bank-Trace': answer.trace },
        });
      },
    ),

    // The control surface the app (scenario picker, device stand-in, error collector) and testers call.
    http.all(
      ({ request }) => pathOf(request).startsWith('/__fake-bank/'),
      async ({ request }) => {
        if (offline()) return HttpResponse.error();
        const path = pathOf(request).slice('/__fake-bank'.length);
        const body = await jsonBodyOf(request);
        const answer = await runCore(() =>
          answerControl(bank, {
            method: request.method,
            path,
            body,
            query: Object.fromEntries(new URL(request.url).searchParams),
            session: () => ({ id: sessionId(), known: false }),
          }),
        );
        if (!answer) {
          return HttpResponse.json(
            { error: 'Not part of the browser demo: the dashboard and the docs need the fake bank server.' },
            { status: 404 },
          );
        }
        if (answer.body === undefined) return new HttpResponse(null, { status: answer.status });
        const listed = path === '/scenarios' && options.scenarioLink;
        return HttpResponse.json(listed ? withLinks(answer.body, listed) : answer.body, {
          status: answer.status,
        });
      },
    ),

    // The bank's PDF documents (terms), in the caller's language.
    http.get(
      ({ request }) => /^\/docs\/tnc\/[^/]+$/.test(pathOf(request)),
      ({ request }) => {
        const url = new URL(request.url);
        const asked = url.searchParams.get('lang');
        const lang = asked === 'en' || asked === 'id' ? asked : langOfParams(request.headers.get('params'));
        const pdf = termsPdfOf(decodeURIComponent(url.pathname.slice('/docs/tnc/'.length)), lang);
        if (!pdf) {
          return HttpResponse.json(
            {
              ret_code: CODES.NOT_FOUND.code,
              ret_msg: CODES.NOT_FOUND[lang],
              ret_data: { method: 'GET', path: url.pathname },
            },
            { status: 404 },
          );
        }
        return new HttpResponse(new Uint8Array(pdf.bytes), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${pdf.name}.pdf"`,
            'cache-control': 'no-cache',
          },
        });
      },
    ),

    // Faults that name a static file (e.g. a lazy chunk) hit it once; otherwise the host serves it.
    http.get(
      ({ request }) => pathOf(request).startsWith('/assets/'),
      async ({ request }) => {
        const id = sessionId();
        const fault = await runCore(() =>
          bank.store.unit(id, () => bank.takeFault(id, pathOf(request), true)),
        );
        return fault ? transportFault(fault) : passthrough();
      },
    ),
  ];
}
