import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The attendance bench page (tests/bench/attendance-tap.ts builds it): the real sheet over a local replica. */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: aliasEntries },
  build: { outDir: here('../../../.tmp/bench-attendance'), emptyOutDir: true, sourcemap: false },
});
