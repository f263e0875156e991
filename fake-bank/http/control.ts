import express, { type Request, type Response, type NextFunction } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import type { Bank } from '../core/bank';
import { answerControl } from '../core/control';
import { buildOpenApi } from './openapi';
import { renderDocsPage } from './docs-page';
import { sessionOf } from './session-id';
import { isTester } from './tester-guard';

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

export function controlRouter(
  bank: Bank,
  options: { token?: string; dashboardDir: string; dashboardPage?: string; galleryDir: string },
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

// The request bodies of the control surface, for its OpenAPI description (openapi-control.ts).
export {
  ClockBodySchema,
  MAX_ARMED_FAULTS,
  QrisPaymentBodySchema,
  SESSIONS_PAGE,
  SIMULATE_EVENTS,
  ScenarioBodySchema,
  SessionPatchBodySchema,
  VaPaymentBodySchema,
} from '../core/control';
