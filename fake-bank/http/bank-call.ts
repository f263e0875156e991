import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_BODY_LIMIT_BYTES, issueText, type Lang } from '../../contracts';
import { TIMEOUT_FAULT_MS, type Bank, type BankRequest } from '../core/bank';
import { issuesEnvelope } from '../core/refusals';
import type { Fault } from '../model/faults';

/** The contracts' limit, which scan/face's FACE_INFO is published within. */
export const JSON_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;
export const MAX_BODY_DEPTH = 32;

/** What a transport (Express or the fast lane) hands the bank of one /ifes call. */
export interface BankCallInput extends Omit<BankRequest, 'opened'> {
  /** The session came as a cookie the bank once set (see sessionOf). */
  known: boolean;
}

/** A JSON answer written on the bare response (both transports), as Express's res.json would. */
export function writeJson(res: ServerResponse, status: number, body: unknown, json?: string): void {
  const text = json ?? JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** The 400 envelope of a body nested deeper than any contract needs. */
export function tooDeepEnvelope(lang: Lang) {
  return issuesEnvelope(lang, '', issueText('tooDeep', lang, { limit: MAX_BODY_DEPTH }));
}

/** How deep a parsed JSON value nests (iteratively: a hostile body cannot overflow the stack). */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export function applyTransportFault(fault: Fault, res: ServerResponse): void {
  if (fault.kind === 'network') {
    // Cut the answer off mid-body: a bare reset on a reused keep-alive socket is retried by browsers.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    res.write('{"ret_');
    setTimeout(() => res.socket?.destroy(), 20).unref();
  } else if (fault.kind === 'timeout') {
    const timer = setTimeout(() => res.socket?.destroy(), TIMEOUT_FAULT_MS);
    timer.unref();
    res.on('close', () => clearTimeout(timer));
  } else {
    const text = 'Injected HTTP fault';
    res.statusCode = fault.status ?? 500;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
  }
}

/**
 * One bank call, whichever transport received it: one unit (the session loaded, the call answered, the
 * session written before the answer goes out), then the answer after the session's latency, and one log line.
 */
export async function serveBankCall(
  bank: Bank,
  logger: Logger,
  res: ServerResponse,
  input: BankCallInput,
  started: number,
): Promise<void> {
  const { sessionId } = input;
  // Sealed fields opened, then one unit: the session loaded, the call answered, the session written before
  // the answer goes out (bank.serve, as the browser demo's transport does).
  const { answer, latencyMs: latency } = await bank.serve(
    {
      sessionId,
      // HEAD asks what GET would answer (Node then sends the headers without the body).
      method: input.method === 'HEAD' ? 'GET' : input.method,
      path: input.path,
      query: input.query,
      body: input.body,
      csrfToken: input.csrfToken,
      lang: input.lang,
    },
    { known: input.known },
  );
  // The bank kept no session for a refused call: no cookie names one.
  if (answer.kind === 'envelope' && answer.discarded) res.removeHeader('Set-Cookie');
  const finish = () => {
    res.setHeader('X-Fake-Bank-Trace', answer.trace);
    if (answer.kind === 'fault') applyTransportFault(answer.fault, res);
    else writeJson(res, answer.status, answer.envelope, answer.body);
    logger.info({
      session: sessionId,
      method: input.method,
      path: input.path,
      status: answer.kind === 'fault' ? `fault:${answer.fault.kind}` : answer.status,
      code: answer.kind === 'envelope' ? answer.envelope.ret_code : undefined,
      trace: answer.trace,
      ms: Date.now() - started,
    });
  };
  if (latency > 0) setTimeout(finish, latency);
  else finish();
}
