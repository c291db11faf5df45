import { TOKEN_RENEWAL_MS } from '@contract/constants';
import { useEffect } from 'react';
import { renewToken } from '@/lib/api/calls/renew-token';
import { revalidateSession } from '@/lib/session/bootstrap';
import { getSessionState, renewSessionExpiry } from '@/lib/session/store';

/** While offline, how often to check whether the server is back. */
const RECONNECT_CHECK_MS = 60_000;
/** What counts as someone at the keyboard. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps a signed-in session alive while it is used: every 30 minutes (SPEC §7, /park/login/expireToken) the token is
 * renewed if there was activity since the last renewal; an idle session is left to expire on the server. Activity
 * after an idle spell renews at once when the last renewal is 30 minutes old. After an offline start, the session
 * is reloaded as soon as the server answers again.
 */
export function useSessionUpkeep(): void {
  useEffect(() => {
    let lastRenewal = Date.now();
    let activeSinceRenewal = false;

    const renew = () => {
      const s = getSessionState();
      if (!s.token || s.offline || !navigator.onLine) return;
      lastRenewal = Date.now();
      activeSinceRenewal = false;
      renewToken()
        .then((r) => renewSessionExpiry(r.expirationTime))
        .catch(() => {});
    };
    const tick = () => {
      if (activeSinceRenewal) renew();
    };
    const onActivity = () => {
      activeSinceRenewal = true;
      if (Date.now() - lastRenewal >= TOKEN_RENEWAL_MS) renew();
    };
    const reconnect = () => {
      if (getSessionState().offline && navigator.onLine) void revalidateSession();
    };

    const renewTimer = setInterval(tick, TOKEN_RENEWAL_MS);
    const reconnectTimer = setInterval(reconnect, RECONNECT_CHECK_MS);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    window.addEventListener('online', reconnect);
    return () => {
      clearInterval(renewTimer);
      clearInterval(reconnectTimer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('online', reconnect);
    };
  }, []);
}
