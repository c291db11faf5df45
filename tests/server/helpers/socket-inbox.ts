import type { FastifyInstance } from 'fastify';

type Message = Record<string, unknown>;
type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/** Collects the JSON messages of a socket and waits for one that matches. */
export function inbox(ws: { on(e: 'message', cb: (d: Buffer) => void): void }) {
  const seen: Message[] = [];
  const waiters: Array<[(m: Message) => boolean, (m: Message) => void]> = [];
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString()) as Message;
    seen.push(m);
    for (const [test, resolve] of waiters) if (test(m)) resolve(m);
  });
  return {
    seen,
    /** The first message (seen or to come) that passes `test`, the `nth` one when given (1 = the first). */
    next: (test: (m: Message) => boolean, ms = 5000, nth = 1) =>
      new Promise<Message>((resolve, reject) => {
        let count = seen.filter(test).length;
        if (count >= nth) return resolve(seen.filter(test)[nth - 1] as Message);
        waiters.push([
          test,
          (m) => {
            count += 1;
            if (count === nth) resolve(m);
          },
        ]);
        setTimeout(() => reject(new Error(`no matching message in ${ms} ms; saw ${JSON.stringify(seen)}`)), ms);
      }),
  };
}

/** A socket of `app` at `path`, past the hello handshake with `token`: its messages, and its close code once closed. */
export async function helloSocket(app: FastifyInstance, path: string, token: string) {
  const ws: Socket = await app.injectWS(path);
  const box = inbox(ws);
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  ws.send(JSON.stringify({ type: 'hello', token }));
  const answer = await Promise.race([box.next((m) => m.type === 'ready').then(() => 'ready' as const), closed]);
  return { ws, box, closed, answer };
}

/** The close code of a socket that closes within `ms`; 'open' if it is still open then. */
export const closedWithin = (socket: { closed: Promise<number> }, ms = 1000): Promise<number | 'open'> =>
  Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
