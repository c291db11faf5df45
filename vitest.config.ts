import './scripts/node20-polyfills';
import { defineConfig } from 'vitest/config';
import { aliasEntries } from './vite.config';

/**
 * Three projects: `unit` (contract, sync, pure logic in Node), `server` (routes through app.inject on PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set), `component` (React in happy-dom).
 * `unit` and `server` share each worker's modules between its files (`isolate: false`): importing the server (and
 * compiling PGlite's WebAssembly) again for every file was most of their time (docs/testing.md). Their files keep no
 * state at module level that another file could meet: each makes its own app and database, and lists the routes
 * through buildApp's onRoute rather than a module mock. The component tests keep a fresh DOM per file.
 */
export default defineConfig({
  resolve: { alias: aliasEntries },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', isolate: false, include: ['tests/unit/**/*.test.ts', 'tests/sync/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          // The sync engine against the real server in-process needs the same template database.
          include: ['tests/server/**/*.test.ts', 'tests/sync/integration/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
