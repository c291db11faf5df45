import { SOCKET_UNAUTHORIZED } from '@contract/socket';
import { Backoff } from '@sync/backoff';
import type { z } from 'zod';

export interface AuthedSocketOptions<T> {
  /** The server path (contract/socket.ts handshake): `/park/notice/ws`, `/api/bus/ws`. */
  path: string;
  token: string;
  /** The messages this client takes; anything else (a type it does not know yet, not JSON) is ignored. */
  schema: z.ZodType<T>;
  onMessage: (message: T) => void;
  /** (Re)connected and authenticated: what arrived meanwhile comes from the caller's own poll or pull. */
  onReady?: () => void;
}

/**
 * One of our authenticated WebSockets (contract/socket.ts): hello with the token, `ready`, then messages. Reconnects
 * with backoff, except when the server refused the token (the session's own checks take the user to /login).
 * Returns the function that closes it for good.
 */
export function connectAuthedSocket<T>(o: AuthedSocketOptions<T>): () => void {
  if (typeof WebSocket === 'undefined') return () => {};
  const url = `${location.origin.replace(/^http/, 'ws')}${o.path}`;
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
        const raw = JSON.parse(String(e.data)) as { type?: string };
        if (raw.type === 'ready') {
          backoff.reset();
          o.onReady?.();
          return;
        }
        const message = o.schema.safeParse(raw);
        if (message.success) o.onMessage(message.data);
      } catch {
        // Not JSON: ignore.
      }
    };
    ws.onclose = (e) => {
      socket = null;
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
