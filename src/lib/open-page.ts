import { STANDALONE_PAGES } from '@contract/routes';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Opens a menu page from a click: in the app, or — for a standalone page (校车监控) — in a window of its own, so the
 * shell and its tabs stay where they were.
 */
export function useOpenPage(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (STANDALONE_PAGES.includes(path)) window.open(path, '_blank', 'noopener');
      else void navigate({ href: path });
    },
    [navigate],
  );
}
