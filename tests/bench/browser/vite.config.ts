import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The browser bench page (tests/bench/browser-sync.ts builds it): the real sync modules and worker, no PWA.
 * BENCH_NO_MINIFY=1 keeps function names for the worker's CPU profile (BENCH_WORKER_PROFILE).
 */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  resolve: { alias: aliasEntries },
  worker: { format: 'es' },
  build: { outDir: here('../../../.tmp/bench-web'), emptyOutDir: true, sourcemap: false, minify: !process.env.BENCH_NO_MINIFY },
});
