import type { SiteKind } from './site-kinds';

/** Every `<img src>` of sanitised rich text (sanitize-html writes attributes double-quoted). */
export const imageSources = (html: string): string[] => [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => m[1] ?? '');

/** The pictures a website row shows: each must be a stored file of the row's school (requireStoredFiles). */
export function sitePictures(kind: SiteKind, fields: Record<string, unknown>): string[] {
  if (kind === 'banner') return [String(fields.photoUrl ?? '')];
  if (kind === 'dynamic') return [String(fields.cover ?? ''), ...imageSources(String(fields.summary ?? ''))];
  return [];
}
