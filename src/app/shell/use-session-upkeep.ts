import { TOKEN_RENEWAL_MS } from '@contract';
import { useEffect } from 'react';
import { renewToken } from '@/lib/api/calls/renew-token';
import { revalidateSession } from '@/lib/session/bootstrap';
import { getSessionState, renewSessionExpiry } from '@/lib/session/store';

/** While offline, how often to check whether the server is back. */
const RECONNECT_CHECK_MS = 60_000;

/**
 * Keeps a signed-in session alive: renews the token every 30 minutes (SPEC §7), and after an offline start
 * reloads the session as soon as the server answers again.
 */
export function useSessionUpkeep(): void {
  useEffect(() => {
    const renew = () => {
      const s = getSessionState();
      if (!s.token || s.offline || !navigator.onLine) return;
      renewToken()
        .then((r) => renewSessionExpiry(r.expirationTime))
        .catch(() => {});
    };
    const reconnect = () => {
      if (getSessionState().offline && navigator.onLine) void revalidateSession();
    };
    const renewTimer = setInterval(renew, TOKEN_RENEWAL_MS);
    const reconnectTimer = setInterval(reconnect, RECONNECT_CHECK_MS);
    window.addEventListener('online', reconnect);
    return () => {
      clearInterval(renewTimer);
      clearInterval(reconnectTimer);
      window.removeEventListener('online', reconnect);
    };
  }, []);
}
