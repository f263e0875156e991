import type { NextFunction, Request, Response } from 'express';

export function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/** Express's `trust proxy` value: false (X-Forwarded-For ignored), true, a number of hops, or addresses. */
export type TrustProxy = boolean | number | string;

/**
 * FAKE_BANK_TRUST_PROXY as Express's `trust proxy` setting: unset or `false` trusts no proxy (the client is
 * the socket's address), `true` every one, a whole number that many hops, anything else a comma-separated
 * list of addresses, subnets or the names `loopback`, `linklocal`, `uniquelocal` (checked when the app sets it).
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** The client's address: the socket's, or what a trusted proxy says (req.ip under `trust proxy`). */
export function clientAddressOf(req: Request): string | undefined {
  return req.ip ?? req.socket?.remoteAddress;
}

/** The control surface's rule: a caller on loopback, or one sending FAKE_BANK_TOKEN as X-Fake-Bank-Token. */
export function isTester(req: Request, token: string | undefined): boolean {
  if (isLoopback(clientAddressOf(req))) return true;
  return !!token && req.get('x-fake-bank-token') === token;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A scenario link resets a session only when a person opens it as a page (typed, tapped in a chat app, from
 * the dashboard): not when another site's page loads it as an image, a script, a fetch or a frame of its
 * own. Read from the fetch metadata browsers send; a client that sends none (curl) is taken at its word.
 */
export function isOpenedAsPage(req: Request): boolean {
  const mode = req.get('sec-fetch-mode');
  if (mode !== undefined && mode !== 'navigate') return false;
  const dest = req.get('sec-fetch-dest');
  const site = req.get('sec-fetch-site');
  const framed = dest !== undefined && dest !== 'document';
  return !(framed && site !== undefined && site !== 'same-origin' && site !== 'none');
}

/**
 * Writes to the control surface come from the tester's own page or tools: JSON only (a plain cross-site HTML
 * form can send only form or text bodies), and never from another site (Sec-Fetch-Site, or Origin where a
 * client sends no fetch metadata). A page elsewhere cannot reset a tester's session or arm faults.
 */
export function controlWriteGuard(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  const crossSite =
    (site !== undefined && site !== 'same-origin' && site !== 'none') ||
    (origin !== undefined && origin !== `${req.protocol}://${req.get('host')}`);
  if (crossSite) {
    res.status(403).json({ error: 'The control surface refuses requests from other sites.' });
    return;
  }
  // req.is answers null without a body: a bodiless POST carries nothing a form could have sent.
  if (req.is('application/json') === false) {
    res
      .status(415)
      .json({ error: 'The control surface accepts JSON bodies only (Content-Type: application/json).' });
    return;
  }
  next();
}
