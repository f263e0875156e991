import cookieParser from 'cookie-parser';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { issueText } from '../../contracts';
import { JSON_LIMIT_BYTES, MAX_BODY_DEPTH, depthOf, tooDeepEnvelope, writeJson } from './bank-call';
import { snapshotBodyParser } from './control';
import { issuesEnvelope } from '../core/refusals';
import { langOfRequest } from './locale';
import { badSessionHeader } from './session-id';

/** Bank and control answers are one session's state at one moment: never kept by a browser or a proxy. */
export const NO_STORE: [string, string] = ['Cache-Control', 'no-store'];
const BANK_OR_CONTROL = /^\/(ifes(-front)?|__fake-bank)(\/|$)/;

/** The security headers (helmet): the app's content security policy. */
export function securityMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain http on localhost: no HSTS, or browsers would refuse it afterwards.
    strictTransportSecurity: false,
  });
}

/** What every request goes through before a route: headers, cookies, bounded bodies, the session header. */
export function useMiddleware(app: Express, security: ReturnType<typeof helmet>): void {
  app.use(security);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (BANK_OR_CONTROL.test(req.path)) res.setHeader(...NO_STORE);
    next();
  });
  app.use(cookieParser());
  // No contract needs more than a few kilobytes or a few levels: larger or deeper bodies are refused before
  // anything is stored (the call log included).
  app.post('/__fake-bank/snapshots', snapshotBodyParser());
  app.use(express.json({ limit: JSON_LIMIT_BYTES, strict: false }));
  app.use(express.urlencoded({ extended: false, limit: JSON_LIMIT_BYTES }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (depthOf(req.body) <= MAX_BODY_DEPTH) return next();
    // The control surface speaks English to testers' tools, as all its errors do.
    if (req.path.startsWith('/__fake-bank')) {
      return void res.status(400).json({ error: issueText('tooDeep', 'en', { limit: MAX_BODY_DEPTH }) });
    }
    writeJson(res, 400, tooDeepEnvelope(langOfRequest(req)));
  });

  // A mistyped X-Fake-Bank-Session would silently start another session; say so instead.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (badSessionHeader(req) === undefined) return next();
    const lang = langOfRequest(req);
    const message = issueText('badSessionHeader', lang);
    if (req.path.startsWith('/__fake-bank')) {
      return void res.status(400).json({ error: issueText('badSessionHeader', 'en') });
    }
    res.status(400).json(issuesEnvelope(lang, 'X-Fake-Bank-Session', message));
  });
}
