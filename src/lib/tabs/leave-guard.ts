import { useEffect } from 'react';

/** Pages of open tabs that hold unsaved work, with the question to ask before it is dropped. */
const guards = new Map<string, () => Promise<boolean>>();

/**
 * While `ask` is given, closing or reloading the tab of `path` asks it first (a tab's page keeps its state while
 * hidden, so only these drop it). The page words the question, e.g. 有未保存的内容，确定离开吗？.
 */
export function useLeaveGuard(path: string, ask: (() => Promise<boolean>) | null): void {
  useEffect(() => {
    if (!ask) return;
    guards.set(path, ask);
    return () => {
      if (guards.get(path) === ask) guards.delete(path);
    };
  }, [path, ask]);
}

/** Whether the tabs of these pages may be closed or reloaded: every guarded one's question answered yes. */
export async function mayLeave(paths: readonly string[]): Promise<boolean> {
  for (const path of paths) {
    const ask = guards.get(path);
    if (ask && !(await ask())) return false;
  }
  return true;
}
