import type { RoleEditorCalls } from '@contract/org/roles-calls';
import type { RoleDetail } from '@contract/org/roles';
import { useCallback, useEffect, useState } from 'react';
import { getRoleDetail } from '@/lib/api/calls/get-role-detail';
import { sameRights } from './rights-tree';

/**
 * One position's permissions as saved (`saved`) and as being edited (`draft`); `dirty` while they differ. Loaded
 * when the position changes; `adopt` makes a save's answer the new saved state.
 */
export function useRightsDraft(schoolId: number | null, positionId: number | undefined, online: boolean, calls?: RoleEditorCalls) {
  const [saved, setSaved] = useState<{ detail: RoleDetail; rights: Set<string> } | null>(null);
  const [draft, setDraft] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const adopt = useCallback((detail: RoleDetail) => {
    const rights = new Set(detail.permissions);
    setSaved({ detail, rights });
    setDraft(new Set(rights));
  }, []);

  useEffect(() => {
    if (!schoolId || !positionId || !online || attempt < 0) return;
    const controller = new AbortController();
    setSaved(null);
    setFailed(false);
    getRoleDetail(schoolId, positionId, { signal: controller.signal, quiet: 'unreachable' }, calls)
      .then(adopt)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [schoolId, positionId, online, attempt, adopt, calls]);

  const current = saved?.detail.positionId === positionId ? saved : null;
  return {
    detail: current?.detail ?? null,
    draft,
    setDraft,
    dirty: !!current && !sameRights(current.rights, draft),
    failed,
    adopt,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
