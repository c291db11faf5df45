import type { FastifyInstance } from 'fastify';
import { SOCKET_HELLO_TIMEOUT_MS, SOCKET_RETRY, SOCKET_UNAUTHORIZED } from '@contract';
import type { ServiceContext, SessionContext } from '../services/context';
import { followSession } from '../services/session/follow-session';

type OpenSocket = (session: SessionContext, send: (message: unknown) => void) => () => void;

/** What the handshake needs of a WebSocket (the `ws` socket Fastify hands over). */
export interface HandshakeSocket {
  once(event: 'message', listener: (raw: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** The token of a hello message; undefined for anything else. */
function helloToken(raw: Buffer): string | undefined {
  try {
    const hello = JSON.parse(raw.toString()) as { type?: unknown; token?: unknown };
    return hello.type === 'hello' && typeof hello.token === 'string' ? hello.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hello handshake of an authenticated socket: waits for the hello, follows its token's session
 * (server/services/session/follow-session.ts), then calls `open` with the session and a `send`; what `open` returns
 * runs when that subscription ends (an unsubscribe).
 *
 * The socket lives no longer than its session: when the session ends (logout, password change, device signed out,
 * 离职, expiry; announced to every server process) it is unsubscribed and closed with SOCKET_UNAUTHORIZED. When the
 * member's rights or working school change, it is subscribed afresh with the new session (what `open` filters by is
 * never a snapshot older than the last announcement) and `ready` is sent again, so the client catches up as after a
 * reconnect. A socket that closes while its token is being checked is never opened.
 */
export function acceptAuthedSocket(socket: HandshakeSocket, ctx: ServiceContext, open: OpenSocket): void {
  const timer = setTimeout(() => shut(SOCKET_UNAUTHORIZED, 'hello expected'), SOCKET_HELLO_TIMEOUT_MS);
  let closed = false;
  let stopFollowing: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  const end = () => {
    closed = true;
    clearTimeout(timer);
    stopFollowing?.();
    unsubscribe?.();
    unsubscribe = undefined;
  };
  const shut = (code: number, reason: string) => {
    if (closed) return;
    end();
    socket.close(code, reason);
  };
  /** Subscribes with `session`, then ends the previous subscription (so a hub keeps its feed between the two). */
  const subscribe = (session: SessionContext) => {
    let active = true;
    const stop = open(session, (message) => {
      if (active && !closed) send(message);
    });
    const previous = unsubscribe;
    unsubscribe = () => {
      active = false;
      stop();
    };
    previous?.();
  };

  socket.once('message', (raw: Buffer) => {
    clearTimeout(timer);
    const token = helloToken(raw);
    if (token === undefined) return shut(SOCKET_UNAUTHORIZED, 'hello expected');
    stopFollowing = followSession(ctx, token, {
      changed: (session) => {
        subscribe(session);
        send({ type: 'ready' });
      },
      ended: (unauthorized) => shut(unauthorized ? SOCKET_UNAUTHORIZED : SOCKET_RETRY, unauthorized ? 'unauthorized' : 'try again'),
    });
  });
  socket.on('close', end);
}

/** An authenticated WebSocket route (contract/socket.ts) at `path`. */
export function authedSocket(app: FastifyInstance, path: string, ctx: ServiceContext, open: OpenSocket): void {
  app.get(path, { websocket: true, config: { anonymous: true } }, (socket) => acceptAuthedSocket(socket, ctx, open));
}
