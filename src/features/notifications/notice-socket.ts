import { NOTICE_SOCKET_PATH, type NoticePush, noticePushSchema } from '@contract/notifications';
import { connectAuthedSocket } from '@/lib/authed-socket';

export interface NoticeSocketOptions {
  token: string;
  onPush: (push: NoticePush) => void;
  /** (Re)connected and authenticated: notices may have arrived while disconnected. */
  onReady: () => void;
}

/**
 * The per-user message socket (SPEC §7): a message per new notice. The 10 s poll stays the safety net, so a lost
 * push only costs latency.
 */
export const connectNoticeSocket = (o: NoticeSocketOptions): (() => void) =>
  connectAuthedSocket({ path: NOTICE_SOCKET_PATH, token: o.token, schema: noticePushSchema, onMessage: o.onPush, onReady: o.onReady });
