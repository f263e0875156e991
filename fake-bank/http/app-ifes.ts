import { type Express, type NextFunction, type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import multer from 'multer';
import type { Logger } from 'pino';
import { endpointList, issueText, urlPathOf, type IssueMessageKey } from '../../contracts';
import type { Bank } from '../core/bank';
import { serveBankCall } from './bank-call';
import { issuesEnvelope } from '../core/refusals';
import { langOfRequest } from './locale';
import { sessionOf } from './session-id';

const UPLOAD_LIMIT_MB = 5;

/** The bank's own calls: /ifes and /ifes-front, uploads read as multipart form data first. */
export function useIfesRoutes(app: Express, bank: Bank, logger: Logger): void {
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
}
