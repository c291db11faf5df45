import { isPendingUploadRef, PENDING_UPLOAD_PREFIX } from '@contract/uploads';
import type { OutboxRow, SyncDb } from './db';

export const pendingUploadRef = (id: string): string => `${PENDING_UPLOAD_PREFIX}${id}`;
export const pendingUploadId = (ref: string): string => ref.slice(PENDING_UPLOAD_PREFIX.length);

/** Every `pending-upload:` reference in a mutation's args (top-level strings, arrays of strings, rich text). */
export function uploadRefsIn(args: Record<string, unknown>): string[] {
  const refs = new Set<string>();
  const visit = (v: unknown) => {
    if (isPendingUploadRef(v)) refs.add(pendingUploadId(v));
    else if (typeof v === 'string' && v.includes(PENDING_UPLOAD_PREFIX)) {
      for (const m of v.matchAll(/pending-upload:([0-9a-f-]{36})/g)) if (m[1]) refs.add(m[1]);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(args);
  return [...refs];
}

/** The args with every reference to a stored upload replaced by its real path (deeply, inside strings too). */
export function rewriteUploadRefs<T>(value: T, paths: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') {
    if (!value.includes(PENDING_UPLOAD_PREFIX)) return value;
    return value.replace(/pending-upload:([0-9a-f-]{36})/g, (ref, id: string) => paths.get(id) ?? ref) as T;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteUploadRefs(v, paths)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteUploadRefs(v, paths)])) as T;
  }
  return value;
}

/**
 * The outbox dependency: of a batch in mutation-id order, the leading rows whose referenced files are settled,
 * with references rewritten to the stored paths. The first row still waiting for a file stops the batch (ids must
 * reach the server in order); uploads that failed for good stay as references, so the server refuses that one
 * mutation (文件不存在或未上传成功) and the queue moves on.
 */
export async function holdForUploads(db: SyncDb, rows: OutboxRow[]): Promise<OutboxRow[]> {
  const ids = [...new Set(rows.flatMap((r) => uploadRefsIn(r.args)))];
  if (ids.length === 0) return rows;
  const uploads = await db.uploads.bulkGet(ids);
  const byId = new Map(ids.map((id, i) => [id, uploads[i]]));
  const paths = new Map<string, string>();
  for (const [id, u] of byId) if (u?.status === 'stored' && u.filePath) paths.set(id, u.filePath);
  const ready: OutboxRow[] = [];
  for (const row of rows) {
    const waiting = uploadRefsIn(row.args).some((id) => byId.get(id)?.status === 'waiting');
    if (waiting) break;
    ready.push({ ...row, args: rewriteUploadRefs(row.args, paths) });
  }
  return ready;
}
