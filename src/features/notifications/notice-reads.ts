import { isApiError } from '@/lib/api/api-error';
import { readNotice } from '@/lib/api/calls/read-notice';
import { readNoticeCache, updateNoticeCache } from './notice-cache';

/**
 * Tells the server a notice was opened. Offline, the read waits in the cache (the list already shows it read) and
 * goes out with the next successful poll. A refusal drops it: the server's answer is the truth.
 */
export async function markNoticeRead(userId: number, schoolId: number, id: number): Promise<void> {
  try {
    await readNotice(id, userId, { quiet: 'unreachable' });
  } catch (e) {
    if (isApiError(e) && e.unreachable) {
      updateNoticeCache(userId, schoolId, (c) => ({ ...c, pendingReads: [...new Set([...c.pendingReads, id])] }));
    }
  }
}

/** Sends the reads made offline; stops at the first sign that the server is still unreachable. */
export async function flushPendingReads(userId: number, schoolId: number): Promise<void> {
  const { pendingReads } = readNoticeCache(userId, schoolId);
  const sent: number[] = [];
  for (const id of pendingReads) {
    try {
      await readNotice(id, userId, { quiet: true });
      sent.push(id);
    } catch (e) {
      if (isApiError(e) && e.unreachable) break;
      sent.push(id);
    }
  }
  if (sent.length) updateNoticeCache(userId, schoolId, (c) => ({ ...c, pendingReads: c.pendingReads.filter((id) => !sent.includes(id)) }));
}
