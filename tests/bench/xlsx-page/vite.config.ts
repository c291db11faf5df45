import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The xlsx bench page (tests/bench/xlsx-import.ts builds it): the real ImportDialog and the real xlsx worker. */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: aliasEntries },
  worker: { format: 'es' },
  build: { outDir: here('../../../.tmp/bench-xlsx'), emptyOutDir: true, sourcemap: false, minify: !process.env.BENCH_NO_MINIFY },
});
