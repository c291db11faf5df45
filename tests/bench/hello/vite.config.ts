import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The hello page of the first-load bench (tests/bench/first-load.ts builds it). */
export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: here('../../../.tmp/bench-hello'), emptyOutDir: true, sourcemap: false },
});
