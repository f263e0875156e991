import { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { CODES, issueText } from '../../contracts';
import { langOfRequest } from './locale';
import { NO_STORE } from './app-middleware';

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

/** Unknown paths and failures after every route: still an answer of the caller's kind, never a stack. */
export function useErrorAnswers(app: Express, logger: Logger): void {
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
}
