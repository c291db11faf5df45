import { getSessionState, subscribeSession } from '@/lib/session/store';
import { replicaFor } from '@/lib/replica/replica';
import { runUploadQueue } from './pending-queue';

/** How often waiting files are tried while the app is open (besides start, `online` and new files). */
const RETRY_MS = 30_000;

let running: Promise<void> | null = null;
let again = false;

/** Runs the queue for the signed-in user's current school; a request while it runs makes it run once more. */
export function kickUploads(): void {
  const { session } = getSessionState();
  if (!session) return;
  if (running) {
    again = true;
    return;
  }
  running = runUploadQueue(replicaFor(session.userId), session.schoolInfo.schoolId)
    .catch((e) => console.warn('upload queue', e))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        kickUploads();
      }
    });
}

let started = false;
/** Called once at app start (with the sync runtime): files kept offline go up as soon as the server is reachable. */
export function startUploadRuntime(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  subscribeSession(() => kickUploads());
  window.addEventListener('online', kickUploads);
  setInterval(kickUploads, RETRY_MS);
  kickUploads();
}
