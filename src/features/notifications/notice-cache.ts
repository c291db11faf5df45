import type { NoticePage } from '@contract/notifications';

/**
 * Notices already received, kept for offline use: the last count, the pages seen, and reads made offline that the
 * server has not heard of yet. Under the session's `yw.` prefix, so signing out forgets them (storage.ts).
 */
export interface NoticeCache {
  count: number;
  pages: Record<number, NoticePage>;
  pendingReads: number[];
  savedAt: number;
}

const keyOf = (userId: number, schoolId: number) => `yw.notices.${userId}.${schoolId}`;
const empty = (): NoticeCache => ({ count: 0, pages: {}, pendingReads: [], savedAt: 0 });

export function readNoticeCache(userId: number, schoolId: number): NoticeCache {
  try {
    const raw = localStorage.getItem(keyOf(userId, schoolId));
    return raw ? { ...empty(), ...(JSON.parse(raw) as NoticeCache) } : empty();
  } catch {
    return empty();
  }
}

export function updateNoticeCache(userId: number, schoolId: number, change: (c: NoticeCache) => NoticeCache): NoticeCache {
  const next = { ...change(readNoticeCache(userId, schoolId)), savedAt: Date.now() };
  try {
    localStorage.setItem(keyOf(userId, schoolId), JSON.stringify(next));
  } catch {
    // A full storage only costs the offline copy.
  }
  return next;
}

/** A page as the server sent it, with the reads not yet sent applied on top. */
export function withPendingReads(page: NoticePage, pendingReads: readonly number[]): NoticePage {
  if (pendingReads.length === 0) return page;
  const list = page.list.map((n) => (pendingReads.includes(n.id) && n.status === 0 ? { ...n, status: 1 } : n));
  return { ...page, list };
}
