import type { FastifyInstance } from 'fastify';
import { SOCKET_HELLO_TIMEOUT_MS, SOCKET_UNAUTHORIZED } from '@contract';
import type { ServiceContext, SessionContext } from '../services/context';
import { authenticate } from '../services/session/authenticate';

/**
 * An authenticated WebSocket (contract/socket.ts): waits for the hello, checks its token, then calls `open` with the
 * session and a `send`; what `open` returns runs when the socket closes (an unsubscribe).
 */
export function authedSocket(
  app: FastifyInstance,
  path: string,
  ctx: ServiceContext,
  open: (session: SessionContext, send: (message: unknown) => void) => () => void,
): void {
  app.get(path, { websocket: true, config: { anonymous: true } }, (socket) => {
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => socket.close(SOCKET_UNAUTHORIZED, 'hello expected'), SOCKET_HELLO_TIMEOUT_MS);
    socket.once('message', async (raw: Buffer) => {
      clearTimeout(timer);
      try {
        const hello = JSON.parse(raw.toString()) as { type?: string; token?: string };
        if (hello.type !== 'hello') throw new Error('hello expected');
        const session = await authenticate(ctx.db, hello.token, ctx.clock.now());
        unsubscribe = open(session, (message) => socket.send(JSON.stringify(message)));
        socket.send(JSON.stringify({ type: 'ready' }));
      } catch {
        socket.close(SOCKET_UNAUTHORIZED, 'unauthorized');
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
}
