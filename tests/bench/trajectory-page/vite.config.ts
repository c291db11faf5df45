import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The playback bench page (tests/bench/trajectory-playback.ts builds it): the real trajectory worker, and a plain SVG. */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  resolve: { alias: aliasEntries },
  worker: { format: 'es' },
  build: { outDir: here('../../../.tmp/bench-trajectory'), emptyOutDir: true, sourcemap: false },
});
