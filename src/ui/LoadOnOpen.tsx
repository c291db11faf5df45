import { Component, type ReactNode, Suspense, useState } from 'react';
import { notify } from '@/lib/notify';

/** What browsers throw when a lazy chunk cannot be fetched (offline before the service worker cached it, say). */
const isChunkLoadError = (e: unknown) =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload/i.test(e.message);

/** A dialog whose code could not be fetched says so and stays closed, instead of taking the page down with it. */
class LoadFailure extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) notify.error('加载失败，请检查网络后刷新页面重试');
  }
  render() {
    if (this.state.error === null) return this.props.children;
    if (isChunkLoadError(this.state.error)) return null;
    throw this.state.error; // a fault of the dialog itself is not a download's: the page's own handling shows it
  }
}

/**
 * A lazy component's place: nothing while its code downloads; if it cannot be downloaded, a toast and nothing, so a
 * missing chunk never takes the page around it down.
 */
export function LoadSafely({ children }: { children: ReactNode }) {
  return (
    <LoadFailure>
      <Suspense>{children}</Suspense>
    </LoadFailure>
  );
}

/**
 * Mounts a lazily loaded dialog or drawer from the first time it opens on, so its code downloads then rather than
 * with the page that holds its button (the shell's header: docs/architecture.md, "First load"); once mounted it
 * stays, so it animates closed and opens again at once.
 */
export function LoadOnOpen({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(opened);
  if (opened && !loaded) setLoaded(true);
  return loaded ? <LoadSafely>{children}</LoadSafely> : null;
}
