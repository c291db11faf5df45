import { NOTICE_POLL_MS } from '@contract/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNoticeCount } from '@/lib/api/calls/get-notice-count';
import { noticeArrived } from '@/lib/notice-arrivals';
import { notify } from '@/lib/notify';
import { readNoticeCache, updateNoticeCache } from './notice-cache';
import { flushPendingReads } from './notice-reads';
import { connectNoticeSocket } from './notice-socket';

export interface NoticeIdentity {
  token: string;
  userId: number;
  schoolId: number;
}

export interface NoticeCenter {
  /** Unread notices in the current school. */
  count: number;
  setCount: (count: number) => void;
  /** Bumped whenever a notice is pushed, so an open drawer reloads its page. */
  arrivals: number;
}

/**
 * The badge's source: the cached count at once, then the server's every 10 s (SPEC §4), plus the message socket's
 * pushes in between. The poll stops silently on the first error or non-200 answer (SPEC §8); it starts again when
 * the browser comes back online or the socket reconnects, both signs that the server can be reached again.
 */
export function useNoticeCenter(identity: NoticeIdentity | null): NoticeCenter {
  const [count, setCountState] = useState(0);
  const [arrivals, setArrivals] = useState(0);
  const [pollRun, setPollRun] = useState(0);
  const userId = identity?.userId;
  const schoolId = identity?.schoolId;
  const token = identity?.token;
  const schoolRef = useRef(schoolId);
  schoolRef.current = schoolId;
  const countRef = useRef(count);
  countRef.current = count;

  const setCount = useCallback(
    (next: number) => {
      setCountState(next);
      if (userId && schoolId) updateNoticeCache(userId, schoolId, (c) => ({ ...c, count: next }));
    },
    [userId, schoolId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pollRun` restarts a poll that stopped on an error
  useEffect(() => {
    if (!userId || !schoolId) return;
    setCountState(readNoticeCache(userId, schoolId).count);
    let stopped = false;
    const tick = async () => {
      try {
        const { count: fresh } = await getNoticeCount(schoolId, { quiet: true });
        if (stopped) return;
        await flushPendingReads(userId, schoolId);
        const pending = readNoticeCache(userId, schoolId).pendingReads.length;
        const next = Math.max(0, fresh - pending);
        // More unread than the badge shows: a notice the socket did not bring (lost push, reconnect).
        if (next > countRef.current) noticeArrived();
        setCount(next);
      } catch {
        stop();
      }
    };
    const timer = setInterval(tick, NOTICE_POLL_MS);
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    void tick();
    return stop;
  }, [userId, schoolId, setCount, pollRun]);

  useEffect(() => {
    const restart = () => setPollRun((n) => n + 1);
    window.addEventListener('online', restart);
    return () => window.removeEventListener('online', restart);
  }, []);

  useEffect(() => {
    if (!token) return;
    return connectNoticeSocket({
      token,
      onReady: () => setPollRun((n) => n + 1),
      onPush: (push) => {
        if (push.schoolId !== schoolRef.current) return;
        setCountState((n) => n + 1);
        setArrivals((n) => n + 1);
        noticeArrived();
        notify.info(`收到新通知：${push.title}`);
      },
    });
  }, [token]);

  return { count, setCount, arrivals };
}
