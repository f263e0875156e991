import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { endpoints, urlPathOf, type AnyEndpoint } from '../../contracts';
import { TIMEOUT_FAULT_MS } from '../core/bank';
import { DriftLog, driftOf, type DriftFinding } from '../core/drift';

/**
 * `FAKE_BANK_UPSTREAM=<base URL>`: the bank becomes a pass-through proxy for `/ifes/...` and `/ifes-front/...`
 * to a real bank (DESIGN section 4). The request goes on as it came (method, path and query, body, cookies,
 * the CSRF and other headers); the answer comes back as it was (status, body, cookies), so the client keeps
 * working on the real bank's answers, and each answer is read against the contracts and the spec for the
 * drift report (`GET /__fake-bank/drift`). An upstream that is down or silent past the bank's fault timeout
 * gets 502 or 504 and an entry; the client then does what it does with any network failure or timeout.
 */
export interface Upstream {
  base: string;
  drift: DriftLog;
  /** Handles a bank call (true), or leaves the request to the rest of the app (false). */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean;
}

const BANK_PATH = /^\/ifes(-front)?\//;
/** Uploads are the largest bodies a client sends (5 MB files); anything over is cut off. */
const BODY_LIMIT_BYTES = 6 * 2 ** 20;
/** Headers that belong to one hop, not to the request (RFC 9110 section 7.6.1), and the ones fetch sets. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
  'accept-encoding',
]);

/** Each call of the contract table by its URL path, with its name (the report's `call`). */
const byUrl = new Map<string, { name: string; endpoint: AnyEndpoint }>(
  Object.entries(endpoints).map(([name, endpoint]) => [urlPathOf(endpoint), { name, endpoint }]),
);

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        fail(new Error('body over the limit'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => done(chunks.length ? Buffer.concat(chunks) : undefined));
    req.on('error', fail);
  });
}

function forwardedHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** A cookie the upstream sets for its own domain is set for this origin instead (the browser is here). */
function localCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';');
}

export function createUpstream(options: {
  base: string;
  logger: Logger;
  drift?: DriftLog;
  /** How long an answer may take (default the bank's timeout fault, past the client's 30 s). */
  timeoutMs?: number;
  now?: () => number;
}): Upstream {
  const base = options.base.replace(/\/$/, '');
  const drift = options.drift ?? new DriftLog();
  const timeoutMs = options.timeoutMs ?? TIMEOUT_FAULT_MS;
  const now = options.now ?? (() => Date.now());

  async function pass(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const known = byUrl.get(path);
    const endpoint = known?.endpoint;
    const call = known?.name ?? path;
    const note = (findings: DriftFinding[]) => drift.record(findings, now());
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    let answer: Response;
    try {
      answer = await fetch(base + (req.url ?? path), {
        method: req.method,
        headers: forwardedHeaders(req),
        body: body && new Uint8Array(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      note([
        {
          call,
          path: '',
          kind: timedOut ? 'timeout' : 'down',
          expected: timedOut ? `an answer within ${timeoutMs} ms` : `an answer from ${base}`,
          got:
            error instanceof Error
              ? error.cause instanceof Error
                ? error.cause.message
                : error.message
              : '',
        },
      ]);
      options.logger.warn({ call, upstream: base, error: String(error) }, 'Upstream bank did not answer');
      res.statusCode = timedOut ? 504 : 502;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(timedOut ? 'Upstream bank timed out' : 'Upstream bank unreachable');
      return;
    }
    const text = await answer.text();
    note(driftOf(call, endpoint, answer.status, text));
    res.statusCode = answer.status;
    const type = answer.headers.get('content-type');
    if (type) res.setHeader('Content-Type', type);
    const cookies = answer.headers.getSetCookie().map(localCookie);
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
  }

  return {
    base,
    drift,
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0]!;
      if (!BANK_PATH.test(path)) return false;
      pass(req, res, path).catch((error: unknown) => {
        options.logger.warn({ path, error: String(error) }, 'Upstream call failed');
        if (!res.headersSent) res.statusCode = 502;
        res.end();
      });
      return true;
    },
  };
}
