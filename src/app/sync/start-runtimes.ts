import { startUploadRuntime } from '@/lib/uploads/upload-runtime';
import { startSyncRuntime } from './sync-runtime';

/**
 * The signed-in runtimes: the sync worker (replica, outbox, pulls) and the queue of files kept offline. Loaded by the
 * signed-in guard (a dynamic import), not by the entry, so the login page carries neither Dexie nor the worker client;
 * both then follow the session (a sign-out stops the worker, the next sign-in restarts it). Idempotent.
 */
export function startRuntimes(): void {
  startSyncRuntime();
  startUploadRuntime();
}
