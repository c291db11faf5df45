import type { MenuItem } from '@contract/menu';

/** Menu categories carry '' or a pseudo path; only real app paths start with a slash. */
export const isRoutable = (item: MenuItem): boolean => item.path.startsWith('/');

export const visibleChildren = (item: MenuItem): MenuItem[] => item.children.filter((c) => !c.hidden);

/** A link is active on its own path and on the pages below it. */
export const isActivePath = (path: string, pathname: string): boolean =>
  path !== '' && (pathname === path || pathname.startsWith(`${path}/`));

export function containsActive(item: MenuItem, pathname: string): boolean {
  return (isRoutable(item) && isActivePath(item.path, pathname)) || item.children.some((c) => containsActive(c, pathname));
}
