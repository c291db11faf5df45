import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the replica, sanitised again on display: the server cleans what it stores, but a row made
 * offline holds the author's raw text until the server's version arrives, and no script may ever run from it.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'iframe', 'form'], FORBID_ATTR: ['style'] }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
  return <Typography data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
