import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator-written HTML (the event description), sanitized by DOMPurify before it reaches the
 * DOM: scripts, event-handler attributes and javascript: URLs are dropped, markup stays.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
