import type { IncomingMessage, ServerResponse } from 'node:http';
import { badBodyEnvelope } from '../core/refusals';
import { parse as parseQuery } from 'node:querystring';
import type { Logger } from 'pino';
import type { Bank } from '../core/bank';
import {
  JSON_LIMIT_BYTES,
  MAX_BODY_DEPTH,
  depthOf,
  serveBankCall,
  tooDeepEnvelope,
  writeJson,
} from './bank-call';
import { langOfParams } from './locale';
import { SESSION_COOKIE, SESSION_HEADER, isSessionId, newSessionId, sessionCookie } from './session-id';

const BANK_PATH = /^\/ifes(-front)?\//;
const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cookieSession(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The plain bank call on Node's own request, without Express's router and middleware: a GET, or a POST of a
 * JSON body of known length within the limit, with a well-formed session or none. Answers false (before it
 * reads anything) for every other request, which Express then serves with its full rules: uploads, other
 * content types, chunked or compressed bodies, oversized bodies, a mistyped session header, HEAD. What it
 * answers is what Express answers for the same request (headers included); the app's tests drive both.
 */
export function createFastLane(options: {
  bank: Bank;
  logger: Logger;
  /** The security headers helmet sets, captured once. */
  securityHeaders: ReadonlyArray<[string, string]>;
}) {
  const { bank, logger, securityHeaders } = options;
  return function fastLane(req: IncomingMessage, res: ServerResponse): boolean {
    const started = Date.now();
    const method = req.method;
    if (method !== 'GET' && method !== 'POST') return false;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    if (!BANK_PATH.test(path) || path.includes('%')) return false;
    const sessionHeader = headerOf(req, SESSION_HEADER);
    if (sessionHeader !== undefined && !isSessionId(sessionHeader)) return false;
    if (req.headers['transfer-encoding'] !== undefined || req.headers['content-encoding'] !== undefined) {
      return false;
    }
    const length = headerOf(req, 'content-length');
    if (method === 'POST') {
      const type = headerOf(req, 'content-type');
      if (!type || !JSON_TYPE.test(type)) return false;
      if (length === undefined || !/^\d+$/.test(length) || Number(length) > JSON_LIMIT_BYTES) return false;
    } else if (length !== undefined && length !== '0') {
      return false;
    }

    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    let sessionId = sessionHeader;
    let known = false;
    if (!sessionId) {
      const cookie = cookieSession(headerOf(req, 'cookie'));
      if (isSessionId(cookie)) {
        sessionId = cookie;
        known = true;
      } else {
        sessionId = newSessionId();
        res.setHeader('Set-Cookie', sessionCookie(sessionId));
      }
    }
    const lang = langOfParams(headerOf(req, 'params'));
    const query = mark < 0 ? {} : { ...parseQuery(url.slice(mark + 1)) };
    const csrfToken = headerOf(req, 'csrf_token');
    const id = sessionId;

    const serve = (body: unknown) => {
      serveBankCall(
        bank,
        logger,
        res,
        { sessionId: id, known, method, path, query, body, csrfToken, lang },
        started,
      ).catch((error: unknown) => {
        logger.error({ path, error: error instanceof Error ? error.message : String(error) });
        if (!res.headersSent) writeJson(res, 500, { error: 'Bank error' });
      });
    };
    if (method === 'GET') {
      serve({});
      return true;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      let body: unknown = {};
      if (text.length) {
        try {
          body = JSON.parse(text);
        } catch (error) {
          logger.warn({ path, status: 400, error: error instanceof Error ? error.message : String(error) });
          return writeJson(res, 400, badBodyEnvelope(lang));
        }
      }
      if (depthOf(body) > MAX_BODY_DEPTH) return writeJson(res, 400, tooDeepEnvelope(lang));
      serve(body ?? {});
    });
    return true;
  };
}
