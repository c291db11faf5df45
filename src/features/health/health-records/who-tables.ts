import { decodeWhoTables, type WhoTables, type WhoTablesJson } from '@contract/health/growth';
import { useEffect, useState } from 'react';

let loading: Promise<WhoTables> | null = null;

/** The WHO LMS tables (~15 KB compressed), fetched with the first screen that evaluates growth, then kept. */
export function loadWhoTables(): Promise<WhoTables> {
  loading ??= import('@contract/health/data/who-growth-lms.json').then((m) => decodeWhoTables(m.default as WhoTablesJson));
  return loading;
}

/** The tables once loaded (undefined until then). */
export function useWhoTables(): WhoTables | undefined {
  const [tables, setTables] = useState<WhoTables>();
  useEffect(() => {
    let live = true;
    void loadWhoTables().then((t) => live && setTables(t));
    return () => {
      live = false;
    };
  }, []);
  return tables;
}
