import type { Request, Response } from 'express';
import { SESSION_ID as VALID, isSessionId } from '../kernel/session-id';

export { isSessionId };

export const SESSION_COOKIE = 'fb_session';
export const SESSION_HEADER = 'x-fake-bank-session';

/** A new session id (what a browser without a cookie gets). */
export function newSessionId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/** The Set-Cookie value that hands a browser its session (as Express's res.cookie writes it). */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
}

/** A session header that cannot name a session (a tester's typo), or undefined when it is fine or absent. */
export function badSessionHeader(req: Request): string | undefined {
  const header = req.get(SESSION_HEADER);
  return header !== undefined && !VALID.test(header) ? header : undefined;
}

/**
 * The tester session of a request: the X-Fake-Bank-Session header, else the cookie, else a new one.
 * `known`: the cookie came with the request (the bank set it once), so a session the bank no longer holds
 * expired rather than never existed.
 */
export function sessionOf(req: Request, res: Response): { id: string; known: boolean } {
  const header = req.get(SESSION_HEADER);
  if (header && VALID.test(header)) return { id: header, known: false };
  const cookie: unknown = req.cookies?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && VALID.test(cookie)) return { id: cookie, known: !issued.has(req) };
  const id = newSessionId();
  // One cookie for both transports (the fast lane writes the same header).
  res.append('Set-Cookie', sessionCookie(id));
  // Later reads in the same request see the new id.
  req.cookies = { ...req.cookies, [SESSION_COOKIE]: id };
  issued.add(req);
  return { id, known: false };
}

/** Requests whose cookie this bank issued just now. */
const issued = new WeakSet<Request>();

export function sessionIdOf(req: Request, res: Response): string {
  return sessionOf(req, res).id;
}
