import type { ChatRecordRow } from '@contract/site/class-chat';
import { useCallback, useState } from 'react';
import { readThrough } from '@sync/read-through';
import { getChatHistory } from '@/lib/api/calls/get-chat-history';
import { useReplica } from '@/lib/replica/replica';
import { useSyncWindow } from '@/lib/replica/use-sync-window';

export const EARLIER_PAGE_SIZE = 20;

export interface EarlierRecords {
  /** Loaded so far, oldest first; each with `self` worked out by the server. */
  records: Array<ChatRecordRow & { self: boolean }>;
  /** More wait before the oldest loaded (unknown until the first page: true). */
  more: boolean;
  loading: boolean;
  /** Offline, and this page was never read on this device. */
  unavailable: boolean;
  loadMore: () => void;
  /** The first day the device holds: everything loaded here was sent before it. */
  windowStart: string;
}

/**
 * A class's messages sent before the sync window (the chatHistory scope replicates the current and previous term,
 * contract/sync/window.ts), read online a page at a time, newest page first, through the read-through cache so a
 * page read once stays readable offline.
 */
export function useEarlierChatRecords(classId: string, online: boolean): EarlierRecords {
  const { db, schoolId } = useReplica();
  const windowStart = useSyncWindow('chatHistory');
  const [pages, setPages] = useState<Array<Array<ChatRecordRow & { self: boolean }>>>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  // Another class: start again from the window (React's pattern for state that follows a prop).
  const [shownFor, setShownFor] = useState(classId);
  if (shownFor !== classId) {
    setShownFor(classId);
    setPages([]);
    setTotal(null);
    setUnavailable(false);
  }

  const loaded = pages.reduce((n, p) => n + p.length, 0);
  const loadMore = useCallback(() => {
    if (!db || !schoolId || loading) return;
    const current = pages.length + 1;
    setLoading(true);
    const ask = () =>
      getChatHistory({ groupId: classId, before: windowStart, latest: 1, current, size: EARLIER_PAGE_SIZE }, { quiet: 'unreachable' });
    readThrough(db, { schoolId, scope: 'chatHistory', key: `chatHistory:${classId}:before:${windowStart}:page:${current}` }, ask, online)
      .then((page) => {
        if (!page) return setUnavailable(true);
        setUnavailable(false);
        setTotal(page.total);
        const rows = page.records.map(({ self, ...r }) => ({ ...r, senderUserId: null, self: self === 1 }));
        setPages((before) => [rows, ...before]);
      })
      .catch(() => setUnavailable(true))
      .finally(() => setLoading(false));
  }, [db, schoolId, loading, pages.length, classId, windowStart, online]);

  return { records: pages.flat(), more: total === null || loaded < total, loading, unavailable, loadMore, windowStart };
}
