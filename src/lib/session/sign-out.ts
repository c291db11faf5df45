import { logout } from '@/lib/api/calls/logout';
import { currentIdentity, endSession } from './store';

/** How long the logout call may take; nobody waits for it. */
const LOGOUT_WAIT_MS = 5000;

/**
 * Log out: the local session ends at once (also offline, so a shared device is never left signed in), then
 * the server is told, signed as the session that just ended, without making anyone wait for its answer.
 */
export function signOut(): void {
  const identity = currentIdentity();
  endSession();
  if (!identity.token || !navigator.onLine) return;
  logout({ quiet: true, identity, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) }).catch(() => {
    // The server token expires on its own; nothing to tell the user.
  });
}
