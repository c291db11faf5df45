import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { presentedPath } from './presented-path';

/**
 * Each tab keeps its own scroll position: it is noted while the tab is on screen and put back after the router's
 * own scroll handling (which resets to the top on a new navigation) when the tab is shown again.
 */
export function useTabScroll(presented: string | null): void {
  const router = useRouter();
  const positions = useRef(new Map<string, number>());
  const current = useRef(presented);
  const switching = useRef(false);
  current.current = presented;

  useEffect(() => {
    const onScroll = () => {
      if (!switching.current && current.current) positions.current.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const offBefore = router.subscribe('onBeforeNavigate', () => {
      switching.current = true;
    });
    const offRendered = router.subscribe('onRendered', () => {
      const path = presentedPath(router);
      requestAnimationFrame(() => {
        window.scrollTo(0, (path && positions.current.get(path)) || 0);
        switching.current = false;
      });
    });
    return () => {
      window.removeEventListener('scroll', onScroll);
      offBefore();
      offRendered();
    };
  }, [router]);
}
