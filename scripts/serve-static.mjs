#!/usr/bin/env node
/**
 * A static host for the browser demo (README "The demo without a server"): files from the folder, a folder's
 * index.html for the folder, nothing else (no bank). By default also index.html for any other path without a
 * file extension (an SPA fallback rule); with --no-fallback none, as `python3 -m http.server` serves: 404 for
 * /paylater/home (decision 0042: the demo needs no rule). With --log, every request is appended to a file as
 * one JSON line, so a test can check that only static files were asked for.
 *
 *   node scripts/serve-static.mjs demo-dist --port 8302 [--host 127.0.0.1] [--no-fallback] [--log requests.jsonl]
 */
import { appendFileSync, createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    log: { type: 'string' },
    'no-fallback': { type: 'boolean' },
  },
});
const root = resolve(positionals[0] ?? 'demo-dist');
const port = Number(values.port ?? 8302);
const host = values.host ?? '127.0.0.1';
const fallback = !values['no-fallback'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No index.html in ${root}: build it first (npm run demo:build).`);
  process.exit(1);
}

/** The file a URL path names inside the root (a folder names its index.html), or undefined. */
function fileOf(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (!existsSync(file)) return undefined;
  if (statSync(file).isFile()) return file;
  const index = join(file, 'index.html');
  return pathname.endsWith('/') && existsSync(index) ? index : undefined;
}

// Each start begins a new log.
if (values.log) {
  mkdirSync(dirname(values.log), { recursive: true });
  writeFileSync(values.log, '');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://static');
  let served;
  let file;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    served = 'refused';
  } else if ((file = fileOf(url.pathname))) {
    served = 'file';
  } else if (fallback && !extname(url.pathname)) {
    served = 'fallback';
    file = join(root, 'index.html');
  } else {
    served = 'missing';
  }
  if (values.log) {
    const line = {
      method: req.method,
      url: req.url,
      mode: req.headers['sec-fetch-mode'] ?? null,
      dest: req.headers['sec-fetch-dest'] ?? null,
      served,
    };
    appendFileSync(values.log, `${JSON.stringify(line)}\n`);
  }
  if (served === 'refused') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Static files only');
    return;
  }
  if (served === 'missing') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // Hashed assets can be kept; the page and the worker script must be asked for again.
  const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=3600' : 'no-cache';
  res.writeHead(200, { 'content-type': type, 'cache-control': cache });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

server.listen(port, host, () =>
  console.log(`Static files of ${root} on http://${host}:${port}${fallback ? '' : ' (no fallback)'}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
