import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { aliasEntries } from '../../vite.config';

interface BenchPage {
  /** The page folder's vite.config.ts: its `import.meta.url`. */
  configUrl: string;
  /** Where the page is built, below the checkout's .tmp/. */
  outDir: string;
  /** A React page (the app's screens) rather than plain modules. */
  react?: boolean;
  /** Web workers as ES modules, as the app builds them. */
  esWorkers?: boolean;
  minify?: boolean;
}

/** The Vite config of a bench page: the app's aliases, its folder as root, built into .tmp/ with no source maps. */
export function benchPageConfig(page: BenchPage): UserConfig {
  const here = (p: string) => fileURLToPath(new URL(p, page.configUrl));
  return defineConfig({
    root: here('.'),
    logLevel: 'warn',
    ...(page.react ? { plugins: [react()] } : {}),
    resolve: { alias: aliasEntries },
    ...(page.esWorkers ? { worker: { format: 'es' as const } } : {}),
    build: {
      outDir: here(`../../../.tmp/${page.outDir}`),
      emptyOutDir: true,
      sourcemap: false,
      ...(page.minify === undefined ? {} : { minify: page.minify }),
    },
  });
}
