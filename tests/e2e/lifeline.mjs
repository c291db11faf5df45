/**
 * Runs the server given as the first argument in this process, and stops it when stdin closes: stdin is a pipe from
 * the Playwright worker that started it, so a worker that exits, crashes or is killed never leaves a server (and its
 * ports) behind. The server's own SIGTERM handler shuts it down gracefully; a stuck shutdown is cut after 10 s.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.stdin.on('end', () => {
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), 10_000).unref();
});
process.stdin.resume();
await import(pathToFileURL(resolve(process.argv[2])).href);
