import { dayKey } from '@contract/attendance/day-fold';
import { useCallback, useEffect, useState } from 'react';

/**
 * Marks the sheet shows in the same frame as the tap, until the replica holds their events: subject + day → the
 * mark with its event id. A pending mark leaves once the replica's events of the day include its id, or when its
 * save failed. The attendance sheets use it (subject: the child, the member) and the boarding app (subject: the child).
 */
export function usePendingMarks<M extends { id: string; day: string }>(events: readonly { id: string }[] | undefined) {
  const [pending, setPending] = useState<ReadonlyMap<string, M>>(new Map());
  useEffect(() => {
    if (!events || pending.size === 0) return;
    const held = new Set(events.map((e) => e.id));
    const left = [...pending].filter(([, p]) => !held.has(p.id));
    if (left.length !== pending.size) setPending(new Map(left));
  }, [events, pending]);
  const add = useCallback((subject: string | number, mark: M) => setPending((p) => new Map(p).set(dayKey(subject, mark.day), mark)), []);
  const drop = useCallback(
    (subject: string | number, mark: M) =>
      setPending((p) => {
        const k = dayKey(subject, mark.day);
        if (p.get(k)?.id !== mark.id) return p;
        const next = new Map(p);
        next.delete(k);
        return next;
      }),
    [],
  );
  return { pending, add, drop };
}
