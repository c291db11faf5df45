import { SOCKET_UNAUTHORIZED } from '@contract/socket';
import { pokeSchema } from '@contract/sync/protocol';
import { Backoff } from './backoff';

/** The constructor we need from the WebSocket API (injectable for tests). */
export type WebSocketFactory = new (
  url: string,
) => Pick<WebSocket, 'send' | 'close'> & {
  onopen: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: ((e: { code?: number }) => void) | null;
  onerror: ((e: unknown) => void) | null;
};

export interface PokeSocketOptions {
  url: string;
  token: () => string;
  onPoke: (schoolId: number) => void;
  /** (Re)connected: pokes may have been missed while disconnected, so the caller pulls everything. */
  onConnect?: () => void;
  WebSocket?: WebSocketFactory;
  random?: () => number;
}

/** ws(s)://host/sync/ws for an http(s) origin. */
export const pokeUrl = (origin: string): string => `${origin.replace(/^http/, 'ws')}/sync/ws`;

/**
 * The server's "school N changed" channel: say hello with the token, then pull on every poke. Reconnects with
 * backoff; a poke is only a hint (the timer and other wake-ups still pull), so a lost one costs only latency.
 */
export function connectPokes(o: PokeSocketOptions): { close(): void } {
  const Ctor = o.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory | undefined);
  if (!Ctor) return { close() {} };
  const backoff = new Backoff(1000, 60_000, o.random);
  let closed = false;
  let socket: InstanceType<WebSocketFactory> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const open = () => {
    timer = null;
    if (closed) return;
    const ws = new Ctor(o.url);
    socket = ws;
    ws.onopen = () => {
      backoff.reset();
      ws.send(JSON.stringify({ type: 'hello', token: o.token() }));
      o.onConnect?.();
    };
    ws.onmessage = (e) => {
      try {
        const poke = pokeSchema.safeParse(JSON.parse(String(e.data)));
        if (poke.success) o.onPoke(poke.data.schoolId);
      } catch {
        // Not JSON: ignore.
      }
    };
    ws.onerror = () => {};
    ws.onclose = (e) => {
      socket = null;
      // The server refused the token; a new identity reconnects (SyncHost.setIdentity).
      if (!closed && e.code !== SOCKET_UNAUTHORIZED) timer = setTimeout(open, backoff.next());
    };
  };
  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    },
  };
}
