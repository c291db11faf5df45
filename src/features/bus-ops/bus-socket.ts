import { BUS_SOCKET_PATH, type BusSocketMessage, busSocketMessageSchema } from '@contract/bus-ops';
import { SOCKET_UNAUTHORIZED } from '@contract/socket';
import { Backoff } from '@sync/backoff';

export interface BusSocketOptions {
  token: string;
  onMessage: (message: BusSocketMessage) => void;
  /** (Re)connected: what arrived while disconnected comes with the next pull, not over the socket. */
  onReady?: () => void;
}

/**
 * The school bus socket (SPEC §7): hello with the token, then typed messages (`tripEvents` now, bus positions
 * later); a type this client does not know is ignored. Reconnects with backoff; the replica stays the truth.
 */
export function connectBusSocket(o: BusSocketOptions): () => void {
  if (typeof WebSocket === 'undefined') return () => {};
  const url = `${location.origin.replace(/^http/, 'ws')}${BUS_SOCKET_PATH}`;
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
        const message = busSocketMessageSchema.safeParse(raw);
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
