import { useEffect } from 'react';
import { signOut } from '@/lib/session/sign-out';

const isLogoutMessage = (data: unknown): boolean =>
  data === 'logout' || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'logout');

/**
 * SPEC §2: a host page that embeds the back office may post 'logout' (or {type: 'logout'}); only the embedding
 * page or this origin is listened to, so an unrelated window cannot sign the user out.
 */
export function useHostLogout(): void {
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const trusted = e.origin === window.location.origin || (window.parent !== window && e.source === window.parent);
      if (trusted && isLogoutMessage(e.data)) signOut();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
