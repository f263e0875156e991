import { TERMS_DOCS, type TermsDoc } from '../../../contracts/entities/help';
import { ROUTES } from '../../shared/navigation/routes';

export function termsDocOf(value: string | null): TermsDoc | null {
  return (TERMS_DOCS as readonly string[]).includes(value ?? '') ? (value as TermsDoc) : null;
}

export const termsPath = (doc: TermsDoc) => `${ROUTES.LEGAL}?doc=${doc}`;
export const helpSearchPath = (keyword: string) =>
  keyword ? `${ROUTES.HELP_SEARCH}?q=${encodeURIComponent(keyword)}` : ROUTES.HELP_SEARCH;
export const pdfOfTermsPath = (doc: TermsDoc) => `${ROUTES.PDF_VIEWER}?doc=${doc}`;

/** An answer's paragraphs (the bank separates them with a blank line). */
export function paragraphsOf(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// ---- The PDF viewer ----

/**
 * A PDF address the viewer may open: a path on the app's own origin (the bank's documents), never
 * another host, a protocol-relative URL or a script.
 */
export function safePdfUrl(raw: string | null): string | null {
  if (!raw || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) {
    return null;
  }
  try {
    const url = new URL(raw, 'http://app.local');
    return url.origin === 'http://app.local' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The file's name for the title when no document names it: 'instant-cash.pdf'. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? '') || url;
}

/** Zoom levels relative to the page fitting the screen's width: the buttons step through them. */
export const ZOOM_STEPS = [1, 1.25, 1.5, 2, 3] as const;

export function zoomStep(index: number, delta: 1 | -1): number {
  return Math.min(ZOOM_STEPS.length - 1, Math.max(0, index + delta));
}

export const zoomPercent = (index: number) => `${Math.round((ZOOM_STEPS[index] ?? 1) * 100)}%`;

/** The page most in view (by the share of it visible), the first on a tie; 1 before anything is seen. */
export function pageInView(visible: ReadonlyMap<number, number>): number {
  let best = 1;
  let bestRatio = 0;
  for (const [page, ratio] of [...visible].sort(([a], [b]) => a - b)) {
    if (ratio > bestRatio) {
      best = page;
      bestRatio = ratio;
    }
  }
  return best;
}
