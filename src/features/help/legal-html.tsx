import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A terms page's HTML. Safe: the bank's HTML goes through DOMPurify (scripts, event handlers, styles,
 * forms and javascript: URLs removed) before React inserts it; nothing else is ever passed to
 * dangerouslySetInnerHTML.
 */
export function LegalHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'img', 'iframe'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className="legal-doc" data-testid="legal-doc" dangerouslySetInnerHTML={{ __html: clean }} />;
}
