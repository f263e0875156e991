import type { IncomingMessage, ServerResponse } from 'node:http';
import { badBodyEnvelope } from '../core/refusals';
import type { Logger } from 'pino';
import type { Bank } from '../core/bank';
import {
  JSON_LIMIT_BYTES,
  MAX_BODY_DEPTH,
  depthOf,
  serveBankCall,
  tooDeepEnvelope,
  writeJson,
} from './bank-call';
import { langOfParams } from './locale';
import {
  headerOf,
  isJsonBody,
  isPlainBody,
  laneSessionOf,
  readText,
  sessionHeaderOf,
  urlOf,
} from './request-reader';

const BANK_PATH = /^\/ifes(-front)?\//;

/**
 * The plain bank call on Node's own request, without Express's router and middleware: a GET, or a POST of a
 * JSON body of known length within the limit, with a well-formed session or none. Answers false (before it
 * reads anything) for every other request, which Express then serves with its full rules: uploads, other
 * content types, chunked or compressed bodies, oversized bodies, a mistyped session header, HEAD. What it
 * answers is what Express answers for the same request (headers included); the app's tests drive both.
 */
export function createFastLane(options: {
  bank: Bank;
  logger: Logger;
  /** The security headers helmet sets, captured once. */
  securityHeaders: ReadonlyArray<[string, string]>;
}) {
  const { bank, logger, securityHeaders } = options;
  return function fastLane(req: IncomingMessage, res: ServerResponse): boolean {
    const started = Date.now();
    const method = req.method;
    if (method !== 'GET' && method !== 'POST') return false;
    const url = urlOf(req);
    const path = url.path;
    if (!BANK_PATH.test(path) || path.includes('%')) return false;
    const sessionHeader = sessionHeaderOf(req);
    if (sessionHeader === false || !isPlainBody(req)) return false;
    const length = headerOf(req, 'content-length');
    if (method === 'POST') {
      if (!isJsonBody(req)) return false;
      if (length === undefined || !/^\d+$/.test(length) || Number(length) > JSON_LIMIT_BYTES) return false;
    } else if (length !== undefined && length !== '0') {
      return false;
    }

    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    const { id, known } = laneSessionOf(req, res, sessionHeader);
    const lang = langOfParams(headerOf(req, 'params'));
    const query = url.query();
    const csrfToken = headerOf(req, 'csrf_token');

    const serve = (body: unknown) => {
      serveBankCall(
        bank,
        logger,
        res,
        { sessionId: id, known, method, path, query, body, csrfToken, lang },
        started,
      ).catch((error: unknown) => {
        logger.error({ path, error: error instanceof Error ? error.message : String(error) });
        if (!res.headersSent) writeJson(res, 500, { error: 'Bank error' });
      });
    };
    if (method === 'GET') {
      serve({});
      return true;
    }
    readText(req, (text) => {
      let body: unknown = {};
      if (text.length) {
        try {
          body = JSON.parse(text);
        } catch (error) {
          logger.warn({ path, status: 400, error: error instanceof Error ? error.message : String(error) });
          return writeJson(res, 400, badBodyEnvelope(lang));
        }
      }
      if (depthOf(body) > MAX_BODY_DEPTH) return writeJson(res, 400, tooDeepEnvelope(lang));
      serve(body ?? {});
    });
    return true;
  };
}
