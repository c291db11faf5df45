import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf } from '@contract';
import type { LocalStorageProvider } from '../../providers/storage/local-storage-provider';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range; several are answered whole, which HTTP allows). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET/HEAD /files/<key> from DATA_DIR/uploads: the content type of the key's extension (never sniffed), range
 * requests for video seeking, and a year's caching (keys are never reused). Documents are downloads, not pages.
 */
export async function serveLocalFile(storage: LocalStorageProvider, key: string, req: FastifyRequest, reply: FastifyReply) {
  const path = storage.pathOf(key);
  const info = path ? await stat(path).catch(() => null) : null;
  if (!path || !info?.isFile()) return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
  const type = contentTypeOf(key) ?? 'application/octet-stream';
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`)
    .header('last-modified', info.mtime.toUTCString());
  if (!/^(image|video|audio)\/|^application\/pdf$/.test(type)) reply.header('content-disposition', 'attachment');
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  if (range === 'whole') {
    reply.header('content-length', info.size);
    return reply.send(req.method === 'HEAD' ? undefined : createReadStream(path));
  }
  reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.send(req.method === 'HEAD' ? undefined : createReadStream(path, { start: range.start, end: range.end }));
}
