import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './vite-build';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the files of a built bench page in `root` on 127.0.0.1 (`port`, or a free one when 0), folders by their index.html. */
export async function serveFolder(root: string, port = 0): Promise<{ server: Server; port: number }> {
  const top = resolve(root);
  const server = createServer(async (req, res) => {
    const path = join(top, new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!path.startsWith(top)) return void res.writeHead(403).end();
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Builds a bench page (its own `vite.config.ts` in `pageDir`, written to `outDir`) and serves it on 127.0.0.1:port:
 * the tap benches' screens, without the app's server.
 */
export async function serveBenchPage(pageDir: URL, outDir: string, port: number): Promise<Server> {
  await build({ configFile: fileURLToPath(new URL('vite.config.ts', pageDir)) });
  return (await serveFolder(outDir, port)).server;
}
