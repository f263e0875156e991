import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { createHash } from 'node:crypto';
import multer from 'multer';
import { CODES, endpointList, issueText, urlPathOf, type IssueMessageKey } from '../../contracts';
import type { Bank } from '../core/bank';
import {
  JSON_LIMIT_BYTES,
  MAX_BODY_DEPTH,
  applyTransportFault,
  depthOf,
  serveBankCall,
  tooDeepEnvelope,
  writeJson,
} from './bank-call';
import { createFastLane } from './fast-lane';
import { createControlLane } from './control-lane';
import type { Upstream } from './upstream';
import { controlRouter, openSnapshotLink, snapshotBodyParser } from './control';
import { contentDocsRouter } from './content-docs';
import { gzipAssets } from './gzip-assets';
import { createIndexPage } from './index-page';
import { deviceOf } from '../core/control';
import { issuesEnvelope } from '../core/refusals';
import { langOfRequest } from './locale';
import { projectRoot } from './project-root';
import {
  allowedHostsOf,
  hostCountOf,
  isAllowedHost,
  refuseHost,
  refuseTwoHosts,
  type AllowedHosts,
} from './host-guard';
import { controlWriteGuard, isTester, isOpenedAsPage, type TrustProxy } from './tester-guard';
import { SESSION_COOKIE, SESSION_HEADER, badSessionHeader, sessionIdOf, sessionOf } from './session-id';

/** The last segment of a path that names a file (a dot and an extension), not a screen of the app. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/** Where the dashboard's page lands in the build (its entry in vite.config.ts). */
export const DASHBOARD_PAGE = join('fake-bank', 'http', 'dashboard-app', 'index.html');

export interface HttpAppOptions {
  bank: Bank;
  logger: Logger;
  /** The built client (dist/); not served when absent. */
  staticDir?: string;
  /** Needed for the control surface when called from outside loopback. */
  token?: string;
  /** The screenshots of `npm run gallery`; the project's screenshots/ by default. */
  galleryDir?: string;
  /** The names the bank answers to (allowedHostsOf: loopback's and FAKE_BANK_ALLOWED_HOSTS); loopback's by default. */
  allowedHosts?: AllowedHosts;
  /** Express's `trust proxy` (trustProxyOf(FAKE_BANK_TRUST_PROXY)): whose X-Forwarded-For names the client. */
  trustProxy?: TrustProxy;
  /** FAKE_BANK_UPSTREAM: bank calls go through to this bank, and its answers are checked (upstream.ts). */
  upstream?: Upstream;
}

/** Bank and control answers are one session's state at one moment: never kept by a browser or a proxy. */
const NO_STORE: [string, string] = ['Cache-Control', 'no-store'];
const BANK_OR_CONTROL = /^\/(ifes(-front)?|__fake-bank)(\/|$)/;

const UPLOAD_LIMIT_MB = 5;

/**
 * Requests Node's parser refuses before Express sees them (headers over 16 KB, broken request lines) still get
 * an envelope: 431 or 400, in Indonesian (no header could be read for the language).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({
      ret_code: CODES.BAD_REQUEST.code,
      ret_msg: CODES.BAD_REQUEST.id,
      ret_data: {
        issues: [{ path: '', message: issueText(tooLarge ? 'headersTooLarge' : 'invalid', 'id') }],
      },
    });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Express serves everything; plain bank calls take the fast lane past its router (fast-lane.ts). */
export type HttpApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  listen(port: number, host?: string, listening?: () => void): Server;
};

/** The headers a helmet middleware sets, captured once for the fast lane. */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

export function createHttpApp(options: HttpAppOptions): HttpApp {
  const { bank, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  try {
    app.set('trust proxy', options.trustProxy ?? false);
  } catch (error) {
    throw new Error(
      `FAKE_BANK_TRUST_PROXY: ${error instanceof Error ? error.message : String(error)} (expected false, true, ` +
        'a number of hops, or addresses, subnets, loopback, linklocal, uniquelocal separated by commas)',
      { cause: error },
    );
  }
  const allowedHosts = options.allowedHosts ?? allowedHostsOf(undefined);
  const security = helmet({
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

  app.use('/__fake-bank', controlWriteGuard);
  app.use(
    '/__fake-bank',
    controlRouter(bank, {
      token: options.token,
      dashboardDir: join(projectRoot(), 'fake-bank', 'http', 'dashboard'),
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

  // UPLOAD calls arrive as multipart form data: the core sees the fields and the file's name, size and hash.
  const uploadPaths = new Set(endpointList.filter((e) => e.method === 'UPLOAD').map((e) => urlPathOf(e)));
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_LIMIT_MB * 1024 * 1024, files: 1, fields: 20 },
  });
  const uploadOne = upload.single('file');
  // A file over the limit, a second file or a cut multipart body is the caller's fault: a 400 envelope.
  const receiveUpload = (req: Request, res: Response, next: NextFunction) =>
    uploadOne(req, res, (error: unknown) => {
      if (!error) return next();
      const code = error instanceof multer.MulterError ? error.code : undefined;
      const key: IssueMessageKey =
        code === 'LIMIT_FILE_SIZE'
          ? 'fileTooLarge'
          : code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE'
            ? 'oneFile'
            : 'brokenUpload';
      const lang = langOfRequest(req);
      // The rest of the body is not read: the connection cannot carry another request.
      res.set('Connection', 'close');
      res.status(400).json(issuesEnvelope(lang, 'file', issueText(key, lang, { limit: UPLOAD_LIMIT_MB })));
    });
  app.post([...uploadPaths], receiveUpload, (req, _res, next) => {
    const fields =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    req.body = {
      ...fields,
      ...(req.file
        ? {
            file: {
              fileName: req.file.originalname,
              mimeType: req.file.mimetype,
              size: String(req.file.size),
              hash: createHash('sha256').update(req.file.buffer).digest('hex'),
            },
          }
        : {}),
    };
    next();
  });

  // The bank: every /ifes and /ifes-front call goes through the transport-free core.
  app.all(/^\/ifes(-front)?\//, async (req, res) => {
    const started = Date.now();
    const { id: sessionId, known } = sessionOf(req, res);
    await serveBankCall(
      bank,
      logger,
      res,
      {
        sessionId,
        known,
        method: req.method,
        path: req.path,
        query: { ...req.query },
        // Express leaves the body undefined when a POST sends none: that is an empty request.
        body: req.body ?? {},
        csrfToken: req.get('csrf_token'),
        lang: langOfRequest(req),
      },
      started,
    );
  });

  if (options.staticDir && existsSync(options.staticDir)) {
    const staticDir = options.staticDir;
    const indexPage = createIndexPage(staticDir);
    // Faults that name a static file (e.g. a lazy chunk) hit it once.
    app.use('/assets', async (req, res, next) => {
      const cookie: unknown = req.cookies?.[SESSION_COOKIE];
      // Only a browser with a session can have armed a fault.
      if (typeof cookie !== 'string' && !req.get(SESSION_HEADER)) return next();
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

  // Unknown paths and unparseable bodies still answer an envelope, never a stack trace.
  app.use((req: Request, res: Response) => {
    const lang = langOfRequest(req);
    res.setHeader(...NO_STORE);
    res.status(404).json({
      ret_code: CODES.NOT_FOUND.code,
      ret_msg: CODES.NOT_FOUND[lang],
      ret_data: { method: req.method, path: req.path },
    });
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const lang = langOfRequest(req);
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    // The rest of a refused body is never read: the connection cannot carry another request.
    if (status === 413) res.set('Connection', 'close');
    res.setHeader(...NO_STORE);
    logger.warn({ path: req.path, status, error: error instanceof Error ? error.message : String(error) });
    if (req.path.startsWith('/__fake-bank')) {
      res
        .status(clientError ? status : 500)
        .json({ error: clientError ? 'Bad request' : 'Control surface error' });
      return;
    }
    // Unparseable or oversized bodies are the caller's fault; anything else is still an envelope, never a stack.
    res.status(clientError ? status : 200).json({
      ret_code: clientError ? CODES.BAD_REQUEST.code : CODES.CANNOT_PROCESS.code,
      ret_msg: clientError ? CODES.BAD_REQUEST[lang] : CODES.CANNOT_PROCESS[lang],
      ret_data: null,
    });
  });
  const securityHeaders = [...headersOf(security), NO_STORE];
  const fastLane = createFastLane({ bank, logger, securityHeaders });
  const controlLane = createControlLane({
    bank,
    logger,
    securityHeaders,
    trustProxy: options.trustProxy ?? false,
  });
  // The Host check comes first, for every transport: a refused name reads and stores nothing.
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (hostCountOf(req) > 1) return refuseTwoHosts(req, res);
    if (!isAllowedHost(req.headers.host, allowedHosts)) return refuseHost(req, res);
    if (options.upstream?.handle(req, res)) return;
    if (!fastLane(req, res) && !controlLane(req, res)) app(req, res);
  };
  return Object.assign(handler, {
    listen: (port: number, host?: string, listening?: () => void) => {
      const server = createServer(handler);
      // Clients keep sockets open between calls (browsers, test tools): Node's 5 s default closes them under
      // a client that is just sending, which it sees as ECONNRESET.
      server.keepAliveTimeout = 120_000;
      return server.listen(port, host, listening);
    },
  });
}
