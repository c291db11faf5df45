import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/pwa-options';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Paths the server answers; never served from the SPA fallback, proxied in development. */
const API_PREFIXES = ['/park', '/sync', '/api', '/v2', '/qltcrm', '/opinion', '/dev', '/files', '/healthz'];

export const alias = {
  '@contract': here('./contract/index.ts'),
  '@sync': here('./sync'),
  '@workers': here('./workers'),
  '@': here('./src'),
};

/**
 * `@contract` is the contract's index; `@contract/<file>` one of its files that the index leaves out (the menu search,
 * loaded lazily). The other aliases match as prefixes.
 */
export const aliasEntries = [
  { find: /^@contract$/, replacement: alias['@contract'] },
  { find: /^@contract\/(.+)$/, replacement: `${here('./contract')}/$1` },
  ...Object.entries(alias)
    .filter(([k]) => k !== '@contract')
    .map(([find, replacement]) => ({ find, replacement })),
];

/**
 * Chunks for the first load (docs/architecture.md, First load): what the entry imports goes into one file, the
 * login page with everything it imports beyond that into a second, the signed-in shell into a third, instead of
 * dozens of small shared chunks: on a school's slow link each request costs a round trip and a kilobyte of headers.
 */
const FIRST_LOAD_CHUNKS = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  { name: 'login', test: /src[\\/]features[\\/]account[\\/](LoginPage|LoginForm|LoginShowcase)\.tsx/, priority: 1 },
  { name: 'shell', test: /src[\\/]app[\\/]shell[\\/]/, priority: 0 },
];

export default defineConfig({
  resolve: { alias: aliasEntries },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    VitePWA(pwaOptions(API_PREFIXES)),
  ],
  worker: { format: 'es' },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: p === '/sync' }])),
  },
});
