import express, { type Request, type Response, type NextFunction } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import type { Bank } from '../core/bank';
import { answerControl } from '../core/control';
import { openSnapshotIn } from '../core/control-snapshots';
import { SNAPSHOT_LIMIT_BYTES } from '../snapshots/snapshot-schemas';
import { buildOpenApi } from './openapi';
import { renderDocsPage } from './docs-page';
import { sessionIdOf, sessionOf } from './session-id';
import { isOpenedAsPage, isTester } from './tester-guard';
import type { Upstream } from './upstream';

/**
 * Open on loopback; from anywhere else only with FAKE_BANK_TOKEN in the X-Fake-Bank-Token header. The
 * address is the socket's unless FAKE_BANK_TRUST_PROXY trusts the proxy in front (isTester).
 */
function guard(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isTester(req, token)) return next();
    res.status(403).json({ error: 'The control surface is open on loopback only; send X-Fake-Bank-Token.' });
  };
}

/** The scenario screenshots the gallery folder holds (`<scenario-id>.png`), read on each call: it may appear later. */
function galleryShots(galleryDir: string): Set<string> {
  try {
    return new Set(readdirSync(galleryDir).filter((name) => name.endsWith('.png')));
  } catch {
    return new Set();
  }
}

export const GALLERY_PATH = '/__fake-bank/gallery';

/**
 * The body of `POST /__fake-bank/snapshots`: a snapshot file is larger than any bank call, so it has its own
 * limit (SNAPSHOT_LIMIT_BYTES), and a larger file is refused with 413 before anything is read or stored.
 */
export function snapshotBodyParser() {
  const parse = express.json({ limit: SNAPSHOT_LIMIT_BYTES, strict: false });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: unknown } | undefined)?.type !== 'entity.too.large') return next(error);
      // The rest of the body is not read: the connection cannot carry another request.
      res.set('Connection', 'close');
      res.status(413).json({
        error: `The snapshot file is larger than ${SNAPSHOT_LIMIT_BYTES / 1024 / 1024} MiB; nothing was stored.`,
      });
    });
}

/**
 * `?snapshot=<id>` on an app URL: a copy of the snapshot in this browser's session, then the same URL
 * without the parameter. Refused as a scenario link is (testers only, opened as a page, a clear 404).
 */
export async function openSnapshotLink(bank: Bank, req: Request, res: Response, token: string | undefined) {
  const snapshot = String(req.query.snapshot);
  const refuse = (status: number, text: string) => void res.status(status).type('text/plain').send(text);
  if (!isTester(req, token)) {
    return refuse(403, 'Snapshot links are open on loopback only, or with X-Fake-Bank-Token.');
  }
  if (!isOpenedAsPage(req)) {
    return refuse(403, 'A snapshot link resets the session only when it is opened as a page.');
  }
  const opened = await openSnapshotIn(bank, sessionIdOf(req, res), snapshot);
  if (!opened) return refuse(404, `Unknown snapshot ${snapshot}. See /__fake-bank/ for the snapshots.`);
  const url = new URL(req.originalUrl, 'http://local');
  url.searchParams.delete('snapshot');
  res.redirect(302, url.pathname + url.search);
}

export function controlRouter(
  bank: Bank,
  options: {
    token?: string;
    dashboardDir: string;
    dashboardPage?: string;
    galleryDir: string;
    /** The bank a pass-through proxy forwards to (FAKE_BANK_UPSTREAM), for the drift report. */
    upstream?: Upstream;
  },
) {
  const router = express.Router();
  router.use(guard(options.token));

  /** The screenshots of `npm run gallery` (screenshots/), when it has run: one per scenario and its index. */
  router.get('/gallery', (_req, res) => res.redirect(302, `${GALLERY_PATH}/index.html`));
  router.use('/gallery', (req, res, next) => {
    if (!existsSync(options.galleryDir)) {
      res.status(404).json({ error: 'No gallery yet: npm run gallery takes the screenshots.' });
      return;
    }
    next();
  });
  router.use('/gallery', express.static(options.galleryDir, { index: 'index.html', fallthrough: true }));
  router.use('/gallery', (req, res) => {
    res.status(404).json({ error: `Not in the gallery: ${req.path}` });
  });

  // The operations themselves are transport-free (fake-bank/core/control.ts), shared with the browser demo.
  router.use(async (req, res, next) => {
    const shots = req.path === '/scenarios' ? galleryShots(options.galleryDir) : undefined;
    const answer = await answerControl(bank, {
      method: req.method,
      path: req.path,
      body: req.body,
      query: req.query,
      session: () => sessionOf(req, res),
      screenshotOf: (id) =>
        shots?.has(`${id}.png`) ? `${GALLERY_PATH}/${encodeURIComponent(id)}.png` : undefined,
      ...(options.upstream ? { drift: { base: options.upstream.base, log: options.upstream.drift } } : {}),
    });
    if (!answer) return next();
    if (answer.body === undefined) res.status(answer.status).end();
    else res.status(answer.status).json(answer.body);
  });

  router.get('/openapi.json', (_req, res) => {
    res.json(buildOpenApi());
  });
  router.get('/docs', (req, res) => {
    // ?q= filters the page on the server too, for a browser without script.
    res.type('html').send(renderDocsPage(typeof req.query.q === 'string' ? req.query.q : ''));
  });

  /**
   * Stand-in for the bank's app download page that access-denied visitors are sent to. No script and no
   * session on GET (the e2e harness parks its tab here): switching into the app is the dashboard's or the
   * app's own PATCH /__fake-bank/session.
   */
  router.get('/download', (req, res) => {
    const platform =
      typeof req.query.platform === 'string' ? req.query.platform.replace(/[^a-z0-9]/gi, '') : '';
    res.type('html').send(`<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Unduh aplikasi</title>
<link rel="stylesheet" href="/__fake-bank/static/pages.css"></head>
<body class="download"><main><h1>Unduh aplikasi bank</h1>
<p>Halaman unduhan pengganti dari fake bank. Stand-in download page of the fake bank.</p>
<p>platform: <strong data-testid="platform">${platform}</strong></p>
<p><a class="back" href="/">Kembali ke Pay Later · Back to Pay Later</a></p>
<p class="hint">Penguji: pindah ke dalam aplikasi di <a href="/__fake-bank/#session">dasbor</a> (Device).
Testers: switch into the app on the <a href="/__fake-bank/#session">dashboard</a> (Device).</p>
</main></body></html>`);
  });

  router.use('/static', express.static(options.dashboardDir, { index: false }));
  // The dashboard is a React entry built with the app (vite.config.ts, decision 0045): its page is in dist/.
  router.get('/', (_req, res) => {
    if (options.dashboardPage && existsSync(options.dashboardPage))
      return res.sendFile(options.dashboardPage);
    res
      .status(404)
      .json({ error: 'No dashboard built: npm start builds it with the app (vite build --mode demo).' });
  });
  return router;
}
