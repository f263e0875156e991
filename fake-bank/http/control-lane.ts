import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { issueText } from '../../contracts';
import type { Bank } from '../core/bank';
import { answerControl } from '../core/control';
import { JSON_LIMIT_BYTES, MAX_BODY_DEPTH, depthOf, writeJson } from './bank-call';
import {
  headerOf,
  isJsonBody,
  isPlainBody,
  laneSessionOf,
  readText,
  sessionHeaderOf,
  urlOf,
} from './request-reader';
import { isLoopback, type TrustProxy } from './tester-guard';

/** The control writes a QA floor sends all day (clock moves, faults, scenario resets). */
const LANE_PATHS = new Set(['/__fake-bank/clock', '/__fake-bank/faults', '/__fake-bank/session']);
/**
 * The plain control write from a tester's own tools on Node's own request, past Express's router (decision
 * 0048): a POST of a JSON body of known length to /clock, /faults or /session, from a loopback socket with no
 * proxy trusted, sent by no other site (no Origin, no cross-site Sec-Fetch-Site), with a well-formed session
 * header or none. It answers what the control router answers (the same operation, core/control.ts, the same
 * headers but Express's weak ETag). Anything else (a token, a proxy, a browser's Origin, other paths and
 * methods) answers false before a byte is read, and Express serves it with every guard.
 */
export function createControlLane(options: {
  bank: Bank;
  logger: Logger;
  securityHeaders: ReadonlyArray<[string, string]>;
  trustProxy: TrustProxy;
}) {
  const { bank, logger, securityHeaders } = options;
  const laneOpen = options.trustProxy === false;
  return function controlLane(req: IncomingMessage, res: ServerResponse): boolean {
    if (!laneOpen || req.method !== 'POST') return false;
    const url = urlOf(req);
    const path = url.path;
    if (!LANE_PATHS.has(path) || !isLoopback(req.socket.remoteAddress)) return false;
    const site = headerOf(req, 'sec-fetch-site');
    if (
      req.headers.origin !== undefined ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    ) {
      return false;
    }
    const sessionHeader = sessionHeaderOf(req);
    if (sessionHeader === false || !isPlainBody(req) || !isJsonBody(req)) return false;
    const length = headerOf(req, 'content-length');
    if (length === undefined || !/^[1-9]\d*$/.test(length) || Number(length) > JSON_LIMIT_BYTES) return false;

    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    // Asked only by operations that act on a session, as the router does: a refused body issues no cookie.
    const session = () => laneSessionOf(req, res, sessionHeader);
    const query = url.query();
    const failed = (status: number, error: unknown, text: string) => {
      logger.warn({ path, status, error: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) writeJson(res, status, { error: text });
    };

    readText(req, (raw) => {
      let body: unknown;
      try {
        // Express's parser drops a byte order mark too.
        body = JSON.parse(raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw);
      } catch (error) {
        return failed(400, error, 'Bad request');
      }
      if (depthOf(body) > MAX_BODY_DEPTH) {
        return writeJson(res, 400, { error: issueText('tooDeep', 'en', { limit: MAX_BODY_DEPTH }) });
      }
      answerControl(bank, { method: 'POST', path: path.slice('/__fake-bank'.length), body, query, session })
        .then((answer) => {
          if (!answer) return failed(500, 'no control answer', 'Control surface error');
          if (answer.body === undefined) {
            res.statusCode = answer.status;
            res.end();
          } else writeJson(res, answer.status, answer.body);
        })
        .catch((error: unknown) => failed(500, error, 'Control surface error'));
    });
    return true;
  };
}
