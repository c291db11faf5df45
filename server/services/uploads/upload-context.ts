import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { AuthedContext } from '../context';

/** Upload operations also need the storage provider (local disk or S3). */
export interface UploadContext extends AuthedContext {
  storage: StorageProvider;
}

/** How long a signed form may be started: long enough to pick it up after a slow compression. */
export const SIGNATURE_TTL_MS = 30 * 60 * 1000;

/** `schools/<schoolId>/<yyyy-mm>/<uuid>.<ext>`: a school's files stay under its prefix. */
export function storageKey(schoolId: number, id: string, ext: string, now: Date): string {
  return `schools/${schoolId}/${now.toISOString().slice(0, 7)}/${id}.${ext}`;
}
