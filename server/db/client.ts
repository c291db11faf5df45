import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrate } from './migrate';
import { pgliteStartParams } from './pglite-memory';

/** One type for both drivers, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel; NOTIFYs arrive after their transaction commits, from any server process, in commit order.
   * `onLost` runs if the listening connection fails (announcements may have been missed from then on).
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  /**
   * Planner statistics and dead rows: PostgreSQL's autovacuum keeps them; PGlite has no autovacuum, so without
   * this its tables are never analysed (a first-sync page was planned for 157 rows instead of 5,000: a bitmap
   * scan and sort, 46 against 16 ms) and the change log's replaced entries are never reclaimed.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations sit beside this file in the source tree; the bundled server finds them from the project root. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), resolve(here, '../../server/db/migrations'), resolve('server/db/migrations')];
  const found = candidates.find((c) => existsSync(join(c, '0000_init.sql')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; ignored with a databaseUrl. */
  dataDir?: string;
  /** A PGlite data-folder dump to start from (tests copy one template instead of creating databases). */
  loadDataDir?: Blob;
  /** PGlite's buffer cache, e.g. `32MB` (server/db/pglite-memory.ts); ignored with a databaseUrl. */
  sharedBuffers?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool });
    await migrate(db, migrationsFolder());
    const listeners: pg.Client[] = [];
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async listen(channel, onPayload, onLost) {
        // A dedicated connection: LISTEN belongs to a session, and pooled connections come and go.
        const client = new pg.Client({ connectionString: opts.databaseUrl });
        await client.connect();
        client.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''));
        if (onLost) {
          // Also runs when the connection is closed on purpose: then whoever listened is stopping anyway.
          client.on('error', onLost);
          client.on('end', onLost);
        }
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.push(client);
        return () => client.end();
      },
      maintain: async () => {}, // autovacuum
      async close() {
        await Promise.allSettled(listeners.map((c) => c.end()));
        await pool.end();
      },
    };
  }
  let dataDir = opts.dataDir;
  if (dataDir && !dataDir.startsWith('memory://')) {
    dataDir = resolve(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    startParams: pgliteStartParams(opts.sharedBuffers),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client });
  await migrate(db, migrationsFolder());
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return () => unsubscribe();
    },
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    close: () => client.close(),
  };
}
