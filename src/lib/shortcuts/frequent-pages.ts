import type { Usage } from '@contract/shortcuts';
import { useEffect, useState } from 'react';
import { getFrequentPages } from '@/lib/api/calls/get-frequent-pages';
import { useSession } from '@/lib/session/store';

const STORAGE_KEY = 'yw.frequentPages';

function readCache(schoolId: number): Usage[] {
  try {
    const cached = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { schoolId: number; list: Usage[] } | null;
    return cached?.schoolId === schoolId && Array.isArray(cached.list) ? cached.list : [];
  } catch {
    return [];
  }
}

/** The pages the user opens most in the current school (from the visit history); the last answer when offline. */
export function useFrequentPages(): Usage[] {
  const { session, phase } = useSession();
  const schoolId = session?.schoolInfo.schoolId ?? null;
  const [list, setList] = useState<Usage[]>(() => (schoolId === null ? [] : readCache(schoolId)));

  useEffect(() => {
    if (schoolId === null) return;
    setList(readCache(schoolId));
    if (phase !== 'ready') return;
    const abort = new AbortController();
    getFrequentPages(schoolId, { quiet: true, signal: abort.signal })
      .then((fresh) => {
        setList(fresh);
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ schoolId, list: fresh }));
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [schoolId, phase]);

  return list;
}
