import { useSyncExternalStore } from 'react';

/**
 * A count bumped whenever the shell learns of a new 通知 (the message socket's push, or the 10 s poll finding more
 * unread than before): lists read online whose rows a notice is about (审批中心's, SPEC §4) read again on it, so a
 * decision made on another device shows without a reload.
 */
let arrivals = 0;
const listeners = new Set<() => void>();

export function noticeArrived(): void {
  arrivals++;
  for (const l of listeners) l();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const useNoticeArrivals = (): number =>
  useSyncExternalStore(
    subscribe,
    () => arrivals,
    () => 0,
  );
