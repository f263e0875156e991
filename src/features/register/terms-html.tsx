import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface Props {
  html: string;
}

/**
 * One terms document as HTML. Safe: the bank's HTML goes through DOMPurify (scripts, event handlers,
 * javascript: URLs and other active content removed) before React inserts it, and nothing else is ever
 * passed to dangerouslySetInnerHTML.
 */
export function TermsHtml({ html }: Props) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className="terms-doc" dangerouslySetInnerHTML={{ __html: clean }} />;
}
