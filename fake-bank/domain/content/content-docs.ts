import type { Lang } from '../../../contracts';
import { pdfOf } from './content-pdf';
import { agreedPdfDocument } from './content-agreed-terms';
import { pdfDocument } from './content-terms';

const FOOTER = {
  id: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
  en: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/**
 * The bank's document file /docs/tnc/<file> (decision 0017): the terms as a PDF in the caller's language,
 * or undefined for a name the bank does not know. Transport-free: the server and the browser demo serve it.
 */
export function termsPdfOf(file: string, lang: Lang): { name: string; bytes: Uint8Array } | undefined {
  const match = /^([a-z][a-z-]{0,40})\.pdf$/.exec(file);
  const document = match ? (pdfDocument(match[1]!, lang) ?? agreedPdfDocument(match[1]!, lang)) : undefined;
  if (!match || !document) return undefined;
  return { name: match[1]!, bytes: pdfOf({ ...document, footer: FOOTER[lang] }) };
}
