import type { RoleEditorCalls } from '@contract/org/roles-calls';
import type { RoleListItem, RoleMenuNode } from '@contract/org/roles';
import { useCallback, useEffect, useState } from 'react';
import { getRoleMenuRights } from '@/lib/api/calls/get-role-menu-rights';
import { getRoles } from '@/lib/api/calls/get-roles';

/** The school's positions and the menu tree the editor offers; read online, again on 刷新 or after a save. */
export function useRoles(schoolId: number | null, online: boolean, calls?: RoleEditorCalls) {
  const [roles, setRoles] = useState<RoleListItem[] | undefined>();
  const [tree, setTree] = useState<RoleMenuNode[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!schoolId || !online || attempt < 0) return;
    const controller = new AbortController();
    const options = { signal: controller.signal, quiet: 'unreachable' as const };
    setFailed(false);
    Promise.all([getRoles(schoolId, options, calls), getRoleMenuRights(schoolId, options, calls)])
      .then(([list, menu]) => {
        setRoles(list);
        setTree(menu);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [schoolId, online, attempt, calls]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { roles, tree, failed, reload };
}
