import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded dialog or drawer from the first time it opens on, so its code downloads then rather than
 * with the page that holds its button (the shell's header: docs/architecture.md, "First load"); once mounted it
 * stays, so it animates closed and opens again at once.
 */
export function LoadOnOpen({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(opened);
  if (opened && !loaded) setLoaded(true);
  return loaded ? <Suspense>{children}</Suspense> : null;
}
