import type { SyncDb } from '@sync/db';
import { postNudge } from '@sync/nudge';
import type { PendingUpload } from '@sync/pending-upload-row';
import { pendingUploadRef } from '@sync/pending-uploads';
import { uuidv7 } from '@contract/ids';
import { isApiError } from '@/lib/api/api-error';
import { uploadFile } from './upload-file';

/**
 * Files kept on this device until they are stored (docs/uploads.md). `keepForUpload` saves the Blob in the
 * user's sync database and answers a `pending-upload:<id>` reference that a mutation may carry at once; the
 * queue uploads it when the server is reachable and nudges the sync worker, whose push then sends the waiting
 * mutation with the real path. The Blob survives a closed page; the queue starts again with the app.
 */
export async function keepForUpload(
  db: SyncDb,
  schoolId: number,
  file: Blob,
  fileName: string,
  scene?: PendingUpload['scene'],
): Promise<string> {
  const id = uuidv7();
  await db.uploads.put({
    id,
    schoolId,
    status: 'waiting',
    blob: file,
    fileName,
    contentType: file.type,
    scene,
    filePath: null,
    error: null,
    attempts: 0,
    createdAt: Date.now(),
    storedAt: null,
  });
  return pendingUploadRef(id);
}

/** Stored uploads stay a day (the replica may still show the Blob until the server's row arrives), then go. */
const KEEP_STORED_MS = 24 * 60 * 60 * 1000;

async function forgetOldStored(db: SyncDb): Promise<void> {
  const old = await db.uploads
    .where('status')
    .equals('stored')
    .filter((u) => (u.storedAt ?? 0) < Date.now() - KEEP_STORED_MS)
    .primaryKeys();
  if (old.length === 0) return;
  const outbox = JSON.stringify(await db.outbox.toArray().then((rows) => rows.map((r) => r.args)));
  await db.uploads.bulkDelete(old.filter((id) => !outbox.includes(id)));
}

/**
 * Uploads every waiting file of the current school, oldest first, one tab at a time (a Web Lock per database).
 * Stops at the first network failure (the next `online`, timer or start tries again); a refusal by the server
 * (format, size) marks the file failed for good, so the mutation naming it is sent and refused with a message.
 */
export async function runUploadQueue(db: SyncDb, schoolId: number): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const work = async () => {
    const waiting = await db.uploads
      .where('schoolId')
      .equals(schoolId)
      .filter((u) => u.status === 'waiting')
      .sortBy('createdAt');
    for (const u of waiting) {
      try {
        const item = await uploadFile(u.blob, u.fileName, { scene: u.scene });
        await db.uploads.update(u.id, { status: 'stored', filePath: item.filePath, storedAt: Date.now(), attempts: u.attempts + 1 });
        postNudge(db.name);
      } catch (e) {
        if (isApiError(e) && e.kind === 'business' && e.code !== 20011 && e.code !== 2226) {
          await db.uploads.update(u.id, { status: 'failed', error: e.message, attempts: u.attempts + 1 });
          postNudge(db.name);
          continue;
        }
        await db.uploads.update(u.id, { attempts: u.attempts + 1 });
        return;
      }
    }
    await forgetOldStored(db);
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(`yuanwu-uploads:${db.name}`, { ifAvailable: true }, (lock) => (lock ? work() : undefined));
  } else {
    await work();
  }
}
