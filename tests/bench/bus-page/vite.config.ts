import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliasEntries } from '../../../vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The boarding app bench page (tests/bench/bus-tap.ts builds it): the real trip screen over a local replica. */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: aliasEntries },
  build: { outDir: here('../../../.tmp/bench-bus'), emptyOutDir: true, sourcemap: false },
});
