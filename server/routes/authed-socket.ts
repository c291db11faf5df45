import type { FastifyInstance } from 'fastify';
import { SOCKET_HELLO_TIMEOUT_MS, SOCKET_UNAUTHORIZED } from '@contract';
import type { ServiceContext, SessionContext } from '../services/context';
import { authenticate } from '../services/session/authenticate';

type OpenSocket = (session: SessionContext, send: (message: unknown) => void) => () => void;

/** What the handshake needs of a WebSocket (the `ws` socket Fastify hands over). */
export interface HandshakeSocket {
  once(event: 'message', listener: (raw: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/**
 * The hello handshake of an authenticated socket: waits for the hello, checks its token, then calls `open` with the
 * session and a `send`; what `open` returns runs when the socket closes (an unsubscribe). A socket that closes while
 * its token is being checked is never opened, so no subscription outlives it.
 */
export function acceptAuthedSocket(socket: HandshakeSocket, ctx: ServiceContext, open: OpenSocket): void {
  let closed = false;
  let unsubscribe: (() => void) | undefined;
  const timer = setTimeout(() => socket.close(SOCKET_UNAUTHORIZED, 'hello expected'), SOCKET_HELLO_TIMEOUT_MS);
  socket.once('message', async (raw: Buffer) => {
    clearTimeout(timer);
    try {
      const hello = JSON.parse(raw.toString()) as { type?: string; token?: string };
      if (hello.type !== 'hello') throw new Error('hello expected');
      const session = await authenticate(ctx, hello.token, ctx.clock.now());
      if (closed) return;
      unsubscribe = open(session, (message) => socket.send(JSON.stringify(message)));
      socket.send(JSON.stringify({ type: 'ready' }));
    } catch {
      if (!closed) socket.close(SOCKET_UNAUTHORIZED, 'unauthorized');
    }
  });
  socket.on('close', () => {
    closed = true;
    clearTimeout(timer);
    unsubscribe?.();
  });
}

/** An authenticated WebSocket route (contract/socket.ts) at `path`. */
export function authedSocket(app: FastifyInstance, path: string, ctx: ServiceContext, open: OpenSocket): void {
  app.get(path, { websocket: true, config: { anonymous: true } }, (socket) => acceptAuthedSocket(socket, ctx, open));
}
