import './scripts/node20-polyfills';
import { defineConfig } from 'vitest/config';
import { aliasEntries } from './vite.config';

/**
 * Three projects: `unit` (contract, sync, pure logic in Node), `server` (routes through app.inject on PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set), `component` (React in happy-dom).
 */
export default defineConfig({
  resolve: { alias: aliasEntries },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts', 'tests/sync/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
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
