import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './vite-build';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Builds a bench page (its own `vite.config.ts` in `pageDir`, written to `outDir`) and serves it on 127.0.0.1:port:
 * the tap benches' screens, without the app's server.
 */
export async function serveBenchPage(pageDir: URL, outDir: string, port: number): Promise<Server> {
  await build({ configFile: fileURLToPath(new URL('vite.config.ts', pageDir)) });
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(outDir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return server;
}
