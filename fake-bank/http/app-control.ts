import { type Express, type Request, type Response } from 'express';
import { join } from 'node:path';
import type { Bank } from '../core/bank';
import type { HttpAppOptions } from './app-options';
import { controlRouter } from './control';
import { contentDocsRouter } from './content-docs';
import { projectRoot } from './project-root';
import { controlWriteGuard } from './tester-guard';

/** Where the dashboard's page lands in the build (its entry in vite.config.ts). */
export const DASHBOARD_PAGE = join('fake-bank', 'http', 'dashboard-app', 'index.html');

/** The control surface under /__fake-bank, and the bank's PDF documents under /docs. */
export function useControlRoutes(app: Express, bank: Bank, options: HttpAppOptions): void {
  app.use('/__fake-bank', controlWriteGuard);
  app.use(
    '/__fake-bank',
    controlRouter(bank, {
      token: options.token,
      dashboardDir: join(projectRoot(), 'fake-bank', 'http', 'docs-assets'),
      ...(options.staticDir ? { dashboardPage: join(options.staticDir, DASHBOARD_PAGE) } : {}),
      galleryDir: options.galleryDir ?? join(projectRoot(), 'screenshots'),
      upstream: options.upstream,
    }),
  );
  // A control path the surface does not have: a JSON answer, never the app's page.
  app.use('/__fake-bank', (req: Request, res: Response) => {
    res
      .status(404)
      .json({ error: `No control call ${req.method} /__fake-bank${req.path}: see /__fake-bank/docs.` });
  });

  // The bank's PDF documents (terms), before the app's catch-all so they are never answered index.html.
  app.use('/docs', contentDocsRouter());
}
