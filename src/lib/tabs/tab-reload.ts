import { useSyncExternalStore } from 'react';

/** 刷新: a tab's page is mounted afresh (its state dropped) when its counter moves on. */
let reloads: Record<string, number> = {};
const listeners = new Set<() => void>();

export function reloadTab(path: string): void {
  reloads = { ...reloads, [path]: (reloads[path] ?? 0) + 1 };
  for (const l of listeners) l();
}

export function useTabReloads(): Record<string, number> {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => reloads,
    () => reloads,
  );
}
