import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The image bench page (tests/bench/image-compress.ts builds it): the real image worker, and the same code on the main thread. */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  resolve: { alias: aliasEntries },
  worker: { format: 'es' },
  build: { outDir: here('../../../.tmp/bench-image'), emptyOutDir: true, sourcemap: false },
});
