import type { FastifyReply } from 'fastify';
import type { Clock } from '../lib/clock';
import { formatDateTime } from '../lib/format';
import { XLSX_TYPE } from '../lib/xlsx-table';

/** A file a route answers with: its bytes, its media type and the name the browser saves it under. */
export interface FileAnswer {
  bytes: Uint8Array;
  type: string;
  name: string;
  /** Shown in the browser (a receipt's PDF) rather than saved. */
  inline?: boolean;
}

/** RFC 5987's ext-value of a UTF-8 name: percent-encoded, with the characters encodeURIComponent leaves but attr-char forbids. */
export const rfc5987 = (name: string): string =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The one way a route answers a file (exports, receipts, invoices): its type, its name for every browser
 * (`filename*=UTF-8''…`), and never kept by a cache (the data is the school's, and changes).
 */
export function sendFile(reply: FastifyReply, { bytes, type, name, inline }: FileAnswer): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${rfc5987(name)}`)
    .header('cache-control', 'no-store')
    .send(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
}

/** An .xlsx export; `dated` names it with today's date in China (`名单-2026-09-01.xlsx`), as the lists' exports do. */
export function xlsxFile(bytes: Uint8Array, title: string, dated?: { clock: Clock }): FileAnswer {
  const name = dated ? `${title}-${formatDateTime(dated.clock.now()).slice(0, 10)}` : title;
  return { bytes, type: XLSX_TYPE, name: `${name}.xlsx` };
}

/** A PDF shown in the browser (a receipt, an invoice, a print table). */
export const pdfFile = (bytes: Uint8Array, title: string): FileAnswer => ({
  bytes,
  type: 'application/pdf',
  name: `${title}.pdf`,
  inline: true,
});
