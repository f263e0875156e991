import { Router } from 'express';
import { pdfOf } from '../domain/content-pdf';
import { pdfDocument } from '../domain/content-terms';
import { langOfRequest } from './locale';

const FOOTER = {
  id: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
  en: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/**
 * The bank's document files (not in the spec, decision 0017): GET /docs/tnc/<name>.pdf answers the terms
 * as a PDF, written from the same HTML as the terms pages, in the caller's language (the `params` header
 * the client sends with every call, or ?lang=en). Reference content: no session is read or written. An
 * unknown name falls through to the 404 envelope.
 */
export function contentDocsRouter(): Router {
  const router = Router();
  router.get('/tnc/:file', (req, res, next) => {
    const match = /^([a-z][a-z-]{0,40})\.pdf$/.exec(req.params.file);
    const lang = req.query.lang === 'en' ? 'en' : req.query.lang === 'id' ? 'id' : langOfRequest(req);
    const document = match ? pdfDocument(match[1]!, lang) : undefined;
    if (!document) return next();
    const bytes = pdfOf({ ...document, footer: FOOTER[lang] });
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${match![1]}.pdf"`)
      .set('Cache-Control', 'no-cache')
      .set('Vary', 'params')
      .send(Buffer.from(bytes));
  });
  return router;
}
