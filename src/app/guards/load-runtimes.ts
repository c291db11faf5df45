let loading: Promise<void> | null = null;

/**
 * Loads and starts the signed-in runtimes (sync worker, upload queue) once, in a chunk of their own that comes with
 * the shell. A failed load (the chunk unreachable) is tried again at the next signed-in navigation.
 */
export function loadRuntimes(): Promise<void> {
  loading ??= import('../sync/start-runtimes').then(
    (m) => m.startRuntimes(),
    (e) => {
      loading = null;
      console.warn('sync runtime', e);
    },
  );
  return loading;
}
