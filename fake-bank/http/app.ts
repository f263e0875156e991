import express from 'express';
import helmet from 'helmet';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createFastLane } from './fast-lane';
import { createControlLane } from './control-lane';
import { allowedHostsOf, hostCountOf, isAllowedHost, refuseHost, refuseTwoHosts } from './host-guard';
import { NO_STORE, securityMiddleware, useMiddleware } from './app-middleware';
import { useControlRoutes } from './app-control';
import { useIfesRoutes } from './app-ifes';
import { useStaticRoutes } from './app-static';
import { useErrorAnswers } from './app-errors';

import type { HttpAppOptions } from './app-options';

export type { HttpAppOptions } from './app-options';
export { DASHBOARD_PAGE } from './app-control';
export { answerClientErrors } from './app-errors';

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
  const security = securityMiddleware();
  useMiddleware(app, security);
  useControlRoutes(app, bank, options);
  useIfesRoutes(app, bank, logger);
  useStaticRoutes(app, bank, options);
  useErrorAnswers(app, logger);
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
