import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The browser bench page (tests/bench/browser-sync.ts builds it): the real sync modules and worker, no PWA. */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  resolve: { alias: aliasEntries },
  worker: { format: 'es' },
  build: { outDir: here('../../../.tmp/bench-web'), emptyOutDir: true, sourcemap: false },
});
