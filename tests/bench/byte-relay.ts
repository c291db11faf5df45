/**
 * A TCP relay in front of a server that counts the bytes the server sends back: everything a browser downloads
 * from that origin, headers included, whoever asked for it. Playwright's per-request sizes miss what a dedicated
 * worker downloads (the sync worker's script body and its first sync), so the first-load bench counts on the wire.
 */
import { createServer, connect, type AddressInfo } from 'node:net';

export interface ByteRelay {
  /** Where the browser should go: http://127.0.0.1:<relay port>. */
  url: string;
  /** Bytes sent to the browser since the last take. */
  take(): number;
  /** Resolves once nothing has been sent for `ms` (the workers' downloads finish after the page's network idles). */
  quiet(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startByteRelay(targetPort: number): Promise<ByteRelay> {
  let received = 0;
  let lastByteAt = Date.now();
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      lastByteAt = Date.now();
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const n = received;
      received = 0;
      return n;
    },
    async quiet(ms) {
      while (Date.now() - lastByteAt < ms) await new Promise((r) => setTimeout(r, 100));
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
