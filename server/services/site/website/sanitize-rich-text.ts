import sanitizeHtml from 'sanitize-html';
import { isRichTextEmpty, PENDING_UPLOAD_PREFIX, UploadMsg, WebsiteMsg } from '@contract';
import { AppError } from '../../../lib/app-error';

/**
 * The HTML a dynamic may keep: what the editor produces (paragraphs, headings, lists, emphasis, links, images),
 * nothing that runs. Scripts, event handlers, styles with urls, iframes and javascript: links are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
    'span',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * Sanitised rich text that must still say something: a dynamic of nothing but a script is refused, not stored empty.
 * A picture still named `pending-upload:` failed to upload on the device: refused, not stored as a broken image.
 */
export function cleanSummary(html: string): string {
  if (html.includes(PENDING_UPLOAD_PREFIX)) throw AppError.badRequest(UploadMsg.unknownFile);
  const clean = sanitizeRichText(html);
  if (isRichTextEmpty(clean)) throw AppError.badRequest(WebsiteMsg.dynamicContent);
  return clean;
}
