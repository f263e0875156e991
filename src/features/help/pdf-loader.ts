import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker as a file of the build (Vite's ?url): pdf.js runs it off the main thread.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

export type PdfDocument = PDFDocumentProxy;

/**
 * Open a PDF with pdf.js, imported here on demand so only the PDF viewer's route loads it. The legacy
 * build runs on the older WebViews bank apps embed. No eval (the app's CSP forbids it anyway).
 */
export async function loadPdf(
  url: string,
  httpHeaders: Record<string, string>,
): Promise<{ doc: PdfDocument; destroy: () => void }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({ url, httpHeaders, isEvalSupported: false, withCredentials: true });
  const doc = await task.promise;
  return { doc, destroy: () => void task.destroy() };
}
