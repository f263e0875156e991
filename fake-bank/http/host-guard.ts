import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The names the bank answers to, whatever the port: a page served from another name that resolves to this
 * machine (DNS rebinding) sends its own name as Host and is refused before anything is read or stored, as
 * dev servers refuse it. Decision 0031.
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** An entry of FAKE_BANK_ALLOWED_HOSTS: a name (`qa.example`) or, with a leading dot, a domain and its subdomains. */
export type AllowedHosts = ReadonlyArray<string>;

/** A host name as compared: lower case, without a trailing dot, IPv6 in brackets. */
function normalName(name: string): string {
  const lower = name.trim().toLowerCase().replace(/\.$/, '');
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/**
 * The allowed names: loopback's, then FAKE_BANK_ALLOWED_HOSTS (comma-separated names; `.qa.example` also
 * allows its subdomains). A port in an entry is refused: every port of an allowed name is allowed.
 */
export function allowedHostsOf(list: string | undefined): AllowedHosts {
  const names = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const name of names) {
    const bare = name.startsWith('.') ? name.slice(1) : name;
    if (!/^(\[[0-9a-f:.]+\]|[0-9a-f:]+:[0-9a-f:.]*|[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?)$/i.test(bare)) {
      throw new Error(
        `FAKE_BANK_ALLOWED_HOSTS: "${name}" is not a host name (names only, comma-separated, no scheme or port)`,
      );
    }
  }
  return [...LOOPBACK_NAMES, ...names.map(normalName)];
}

/** The name of a Host header without its port (`[::1]:8080` -> `[::1]`), or undefined when it is malformed. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]\s/@]+)(:\d{1,5})?$/i.exec(header.trim());
  return match ? normalName(match[1]!) : undefined;
}

export function isAllowedHost(header: string | undefined, allowed: AllowedHosts): boolean {
  const name = hostNameOf(header);
  if (name === undefined) return false;
  return allowed.some((entry) =>
    entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  );
}

/**
 * How many Host headers a request has (Node keeps the first in `headers.host` and drops the others): more
 * than one is refused, since a proxy in front may route by the other.
 */
export function hostCountOf(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === 'host') count++;
  }
  return count;
}

const BANK_OR_CONTROL = /^\/(ifes(-front)?|__fake-bank)(\/|$|\?)/;

/**
 * The 403 of a request to a name the bank does not answer to: a JSON `{ error }` for bank and control calls
 * (as the control surface's errors are), a plain page for anything else (the app, its files, the PDFs).
 */
export function refuseHost(req: IncomingMessage, res: ServerResponse): void {
  const shown = (req.headers.host ?? '').slice(0, 100).replace(/[^\x20-\x7e]/g, '?');
  const text =
    `Host "${shown}" is not one this fake bank answers to: it answers localhost, 127.0.0.1 and [::1] ` +
    '(any port) and the names in FAKE_BANK_ALLOWED_HOSTS.';
  refuse(req, res, 403, text);
}

/** The 400 of a request with more than one Host header: nothing is read or stored. */
export function refuseTwoHosts(req: IncomingMessage, res: ServerResponse): void {
  refuse(req, res, 400, 'A request has one Host header; this one has several.');
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  const json = BANK_OR_CONTROL.test(req.url ?? '');
  const body = json ? JSON.stringify({ error: text }) : `${text}\n`;
  // The body is never read: the connection cannot carry another request.
  res.shouldKeepAlive = false;
  res.statusCode = status;
  res.setHeader('Content-Type', json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(body);
}
