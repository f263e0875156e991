import { Router } from 'express';
import { termsPdfOf } from '../domain/content/content-docs';
import { langOfRequest } from './locale';

/**
 * The bank's document files (not in the spec, decision 0017): GET /docs/tnc/<name>.pdf answers the terms
 * as a PDF, written from the same HTML as the terms pages, in the caller's language (the `params` header
 * the client sends with every call, or ?lang=en). Reference content: no session is read or written. An
 * unknown name falls through to the 404 envelope.
 */
export function contentDocsRouter(): Router {
  const router = Router();
  router.get('/tnc/:file', (req, res, next) => {
    const lang = req.query.lang === 'en' ? 'en' : req.query.lang === 'id' ? 'id' : langOfRequest(req);
    const pdf = termsPdfOf(req.params.file, lang);
    if (!pdf) return next();
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${pdf.name}.pdf"`)
      .set('Cache-Control', 'no-cache')
      .set('Vary', 'params')
      .send(Buffer.from(pdf.bytes));
  });
  return router;
}
