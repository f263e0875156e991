import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A TLS and HTTP/2 front for the bench, as a web host or CDN stands in front of an app server: it forwards
 * every request to the bank unchanged (headers, body, status, gzip) and answers over HTTP/2, so a browser
 * fetches the build's files over one multiplexed connection instead of six HTTP/1.1 ones. The certificate
 * is self-signed, made by `openssl` for this run only: the browser must be told to accept it
 * (`--ignore-certificate-errors`). Not part of the bank: the bank itself serves HTTP/1.1 on loopback.
 */
export interface Http2Front {
  url: string;
  close(): Promise<void>;
}

/** Hop-by-hop headers HTTP/2 forbids (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Starts the front, or answers why it cannot (no openssl on this machine). */
export async function startHttp2Front(target: string): Promise<Http2Front | { unavailable: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-bank-h2-'));
  try {
    const files = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
    const subject = ['-subj', '/CN=localhost'];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, ...files],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: 'no openssl to make a certificate' };
  }
  const upstream = new URL(target);
  const server = http2.createSecureServer({
    key: readFileSync(join(dir, 'key.pem')),
    cert: readFileSync(join(dir, 'cert.pem')),
    allowHTTP1: true,
  });
  rmSync(dir, { recursive: true, force: true });
  // A browser keeps its HTTP/2 sessions open: closing the front ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = upstream.host;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    // 'localhost', the name on the certificate (the browser is told to accept it anyway).
    url: `https://localhost:${port}`,
    close: () =>
      new Promise((done) => {
        for (const session of sessions) session.destroy();
        server.close(() => done());
      }),
  };
}
