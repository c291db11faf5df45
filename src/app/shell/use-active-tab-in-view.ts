import { type RefObject, useEffect } from 'react';
import { keepRevealed } from './reveal-within';

/**
 * Once the tab bar overflows, the active tab is scrolled into its view (sideways only, never the page) whenever the
 * page on screen changes, however it was reached: a tab, the menu, Ctrl K, a shortcut tile, a new tab at the end.
 * A margin shows a bit of the neighbour, a hint that there is more to scroll to.
 */
export function useActiveTabInView(viewport: RefObject<HTMLDivElement | null>, activePath: string, tabCount: number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab added at the end may be the active one, out of view
  useEffect(() => {
    const view = viewport.current;
    if (!view) return;
    const selector = `[role="tab"][data-path="${CSS.escape(activePath)}"]`;
    return keepRevealed(view, () => view.querySelector<HTMLElement>(selector), 'x', 24, 500);
  }, [viewport, activePath, tabCount]);
}
