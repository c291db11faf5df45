import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appFilesMeta, firstLoadGroups } from './scripts/first-load-chunks';
import { pwaOptions } from './scripts/pwa-options';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Paths the server answers; never served from the SPA fallback, proxied in development. */
const API_PREFIXES = ['/park', '/sync', '/api', '/v2', '/qltcrm', '/opinion', '/dev', '/files', '/healthz', '/sandbox-pay'];

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

/** What signing in needs beyond the login page (prefetched while the user types, src/app/login/prefetch-app.ts). */
const SIGN_IN_MODULES = [
  'src/app/mount-app.tsx',
  'src/routes/_app.tsx?tsr-split=component',
  'src/app/sync/start-runtimes.ts',
  'src/routes/_app/HOME.tsx?tsr-split=component',
  'contract/sms.ts',
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
    appFilesMeta(SIGN_IN_MODULES),
  ],
  worker: { format: 'es' },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: firstLoadGroups(
            here('./src/app/mount-app.tsx'),
            [here('./src/app/shell/AppLayout.tsx'), here('./src/app/sync/start-runtimes.ts')],
            [
              './src/lib/replica/use-mutate.ts',
              './src/lib/form/use-record-form.ts',
              './src/ui/FormDialog.tsx',
              './src/ui/DataTable.tsx',
            ].map(here),
          ),
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(
      API_PREFIXES.map((p) => [p, { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: ['/sync', '/park', '/api'].includes(p) }]),
    ),
  },
});
