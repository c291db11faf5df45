import { NOTICE_SOCKET_PATH, type NoticePush, noticePushSchema } from '@contract/notifications';
import { SOCKET_UNAUTHORIZED } from '@contract/socket';
import { Backoff } from '@sync/backoff';

export interface NoticeSocketOptions {
  token: string;
  onPush: (push: NoticePush) => void;
  /** (Re)connected and authenticated: notices may have arrived while disconnected. */
  onReady: () => void;
}

/**
 * The per-user message socket (SPEC §7): hello with the token, then a message per new notice. Reconnects with
 * backoff; the 10 s poll stays the safety net, so a lost push only costs latency.
 */
export function connectNoticeSocket(o: NoticeSocketOptions): () => void {
  if (typeof WebSocket === 'undefined') return () => {};
  const url = `${location.origin.replace(/^http/, 'ws')}${NOTICE_SOCKET_PATH}`;
  const backoff = new Backoff(1000, 60_000);
  let closed = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const open = () => {
    timer = null;
    if (closed) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token: o.token }));
    ws.onmessage = (e) => {
      try {
        const message = JSON.parse(String(e.data)) as { type?: string };
        if (message.type === 'ready') {
          backoff.reset();
          o.onReady();
          return;
        }
        const push = noticePushSchema.safeParse(message);
        if (push.success) o.onPush(push.data);
      } catch {
        // Not JSON: ignore.
      }
    };
    ws.onclose = (e) => {
      socket = null;
      // The token was refused; the session's own checks take the user to /login.
      if (!closed && e.code !== SOCKET_UNAUTHORIZED) timer = setTimeout(open, backoff.next());
    };
  };
  open();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}
