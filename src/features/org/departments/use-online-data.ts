import { useCallback, useEffect, useState } from 'react';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';

/**
 * Data of an organisation page, read online for the session's school (the structure is the server's: docs/org.md),
 * again on `reload` or after a change.
 */
export function useOnlineData<T>(load: (schoolId: number) => Promise<T>) {
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const schoolId = session?.schoolInfo.schoolId ?? null;
  const [data, setData] = useState<T | undefined>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module function; the attempt reloads
  useEffect(() => {
    if (!schoolId || !online) return;
    let live = true;
    setFailed(false);
    load(schoolId)
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [schoolId, online, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { schoolId, online, data, setData, failed, reload };
}
