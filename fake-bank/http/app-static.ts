import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Bank } from '../core/bank';
import { applyTransportFault } from './bank-call';
import { openSnapshotLink } from './control';
import { gzipAssets } from './gzip-assets';
import { createIndexPage } from './index-page';
import { deviceOf } from '../core/control-session';
import { isTester, isOpenedAsPage } from './tester-guard';
import { sessionIdOf, sessionOf } from './session-id';
import { carriesSession } from './request-reader';
import type { HttpAppOptions } from './app-options';

/** The last segment of a path that names a file (a dot and an extension), not a screen of the app. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/** The built client: its assets (with the faults that name them), and the app's page for every screen. */
export function useStaticRoutes(app: Express, bank: Bank, options: HttpAppOptions): void {
  if (options.staticDir && existsSync(options.staticDir)) {
    const staticDir = options.staticDir;
    const indexPage = createIndexPage(staticDir);
    // Faults that name a static file (e.g. a lazy chunk) hit it once.
    app.use('/assets', async (req, res, next) => {
      // Only a browser with a session can have armed a fault.
      if (!carriesSession(req)) return next();
      const id = sessionIdOf(req, res);
      const fault = await bank.store.unit(id, () => bank.takeFault(id, `/assets${req.path}`, true));
      if (fault) return applyTransportFault(fault, res);
      next();
    });
    app.use('/assets', gzipAssets(join(staticDir, 'assets')));
    app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
    // A file the build does not hold (a chunk of an older build, /favicon.ico, /robots.txt) is no screen of
    // the app: a plain 404 that opens no session. Answered the app's page, a browser's own request for its
    // icon handed out a second session cookie that replaced the one a scenario link had just set.
    app.use((req, res, next) => {
      if (!req.path.startsWith('/assets/') && !FILE_NAME.test(req.path)) return next();
      res.status(404).type('text/plain').send('Not found');
    });
    // Any app URL with ?scenario=<id> starts the browser's session in that scenario.
    app.get(/.*/, async (req, res) => {
      // And ?snapshot=<id> in a saved snapshot (decision 0044).
      if (typeof req.query.snapshot === 'string') return openSnapshotLink(bank, req, res, options.token);
      const scenario = req.query.scenario;
      if (typeof scenario === 'string') {
        // A link resets the session it is opened in: only testers may, by the control surface's own rule.
        if (!isTester(req, options.token)) {
          res
            .status(403)
            .type('text/plain')
            .send('Scenario links are open on loopback only, or with X-Fake-Bank-Token.');
          return;
        }
        if (!isOpenedAsPage(req)) {
          res
            .status(403)
            .type('text/plain')
            .send('A scenario link resets the session only when it is opened as a page.');
          return;
        }
        if (!bank.catalogue.has(scenario)) {
          res
            .status(404)
            .type('text/plain')
            .send(`Unknown scenario ${scenario}. See /__fake-bank/ for the catalogue.`);
          return;
        }
        const id = sessionIdOf(req, res);
        await bank.store.unit(id, () => bank.resetSession(id, scenario));
        const url = new URL(req.originalUrl, 'http://local');
        url.searchParams.delete('scenario');
        res.redirect(302, url.pathname + url.search);
        return;
      }
      const device = await deviceOf(bank, sessionOf(req, res));
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(indexPage(device));
    });
  }
}
