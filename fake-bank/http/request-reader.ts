import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { SESSION_COOKIE, SESSION_HEADER, isSessionId, newSessionId, sessionCookie } from './session-id';

/**
 * Node's own request read by hand, for the lanes that answer before Express (fast-lane.ts, control-lane.ts)
 * and the Express routes that look at a request before its session is made: one reading of headers,
 * cookies, the session and the body, so the lanes and the router cannot drift apart.
 */

/** A JSON body as Express's parser takes it (utf-8 or no charset). */
const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

/** One header's value (the first, when it is repeated). */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The session cookie's value as sent (not yet checked to be a session id). */
export function cookieSession(req: IncomingMessage): string | undefined {
  const header = headerOf(req, 'cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The path and the query of the request's URL (the query as Express's simple parser reads it). */
export function urlOf(req: IncomingMessage): { path: string; query: () => Record<string, unknown> } {
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  return {
    path: mark < 0 ? url : url.slice(0, mark),
    query: () => (mark < 0 ? {} : { ...parseQuery(url.slice(mark + 1)) }),
  };
}

/** The session header, or false when it is there but names no session (Express then refuses it). */
export function sessionHeaderOf(req: IncomingMessage): string | undefined | false {
  const header = headerOf(req, SESSION_HEADER);
  return header !== undefined && !isSessionId(header) ? false : header;
}

/** The request sends a session header or a session cookie: it may have armed faults. */
export function carriesSession(req: IncomingMessage): boolean {
  return Boolean(headerOf(req, SESSION_HEADER)) || cookieSession(req) !== undefined;
}

/**
 * The caller's session, as session-id.ts's sessionOf reads it for Express: the header, else the cookie (then
 * `known`), else a new one, whose cookie is set on the answer.
 */
export function laneSessionOf(
  req: IncomingMessage,
  res: ServerResponse,
  header: string | undefined,
): { id: string; known: boolean } {
  if (header) return { id: header, known: false };
  const cookie = cookieSession(req);
  if (isSessionId(cookie)) return { id: cookie, known: true };
  const id = newSessionId();
  res.setHeader('Set-Cookie', sessionCookie(id));
  return { id, known: false };
}

/** A body sent as is: neither chunked nor compressed (the lanes leave those to Express). */
export function isPlainBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] === undefined && req.headers['content-encoding'] === undefined;
}

/** The body is JSON by its content type. */
export function isJsonBody(req: IncomingMessage): boolean {
  const type = headerOf(req, 'content-type');
  return type !== undefined && JSON_TYPE.test(type);
}

/** The whole body as utf-8 text, once it has come (its length was checked before: no limit here). */
export function readText(req: IncomingMessage, done: (text: string) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    done(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
  });
}
