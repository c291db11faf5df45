import { useEffect, useState } from 'react';

/**
 * One statistics read from the server: loaded when `key` (the query, JSON) changes and the device is online,
 * cancelled when it changes again. `data` is undefined while a new query loads (the table shows its skeleton);
 * `failed` after an error (the client has toasted it).
 */
export function useOnlineStats<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string; data?: T; failed?: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the whole query; `load` is remade each render
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => !controller.signal.aborted && setState({ key, data }))
      .catch(() => !controller.signal.aborted && setState({ key, failed: true }));
    return () => controller.abort();
  }, [key]);
  const current = state && state.key === key ? state : null;
  return { data: current?.data, failed: current?.failed === true };
}
