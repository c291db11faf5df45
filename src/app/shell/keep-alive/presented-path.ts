import type { AnyRouteMatch, AnyRouter } from '@tanstack/react-router';

/** '/A/B/' and '/A/B' are one page. */
export const normalizePath = (p: string): string => p.replace(/\/+$/, '') || '/';

/** The path of the page the router presents now: its deepest match (not the location, which moves first). */
export const presentedPathOf = (matches: readonly AnyRouteMatch[]): string | null => {
  const leaf = matches[matches.length - 1];
  return leaf ? normalizePath(leaf.pathname) : null;
};

export const presentedPath = (router: AnyRouter): string | null => presentedPathOf(router.stores.matches.get());
