/**
 * One BroadcastChannel for "there is something to push": every tab's mutate posts on it, the leader listens.
 * The service worker's Background Sync handler posts `{type:'wake'}` on it too (it does not know the user,
 * so the channel is not per database; a leader of another user just finds nothing to push).
 */
export const SYNC_CHANNEL = 'yuanwu-sync';

export interface NudgeMessage {
  type: 'nudge' | 'wake';
  db?: string;
}

let channel: BroadcastChannel | null | undefined;

/** Node (tests) keeps a process alive for an open channel; browsers have no unref. */
const unref = (c: BroadcastChannel) => (c as BroadcastChannel & { unref?: () => void }).unref?.();

/** 'nudge': a local mutate queued something; 'wake': sync now (a follower tab regained focus, Background Sync). */
export function postNudge(dbName: string, type: NudgeMessage['type'] = 'nudge'): void {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL) : null;
    if (channel) unref(channel);
  }
  channel?.postMessage({ type, db: dbName } satisfies NudgeMessage);
}

/** Listen for nudges and wakes; returns the unsubscribe function. */
export function onNudge(handler: (m: NudgeMessage) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const listener = new BroadcastChannel(SYNC_CHANNEL);
  unref(listener);
  listener.onmessage = (e: MessageEvent<NudgeMessage>) => handler(e.data);
  return () => listener.close();
}
