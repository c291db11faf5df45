import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';

/** A private copy of the seeded template: PGlite from its dump, or a PostgreSQL clone when TEST_DATABASE_URL is set. */
export interface TestDatabase extends Database {
  /** Another pool on the same database (PostgreSQL), for tests that need independent connections. */
  openAnother(): Promise<Database>;
  /** The database's URL (PostgreSQL), for a server process a test starts. */
  url?: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const pgTemplate = inject('pgTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (pgTemplate && adminUrl) {
    const name = `yuanwu_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const others: Database[] = [];
    return {
      ...database,
      url: url.toString(),
      async openAnother() {
        const other = await openDatabase({ databaseUrl: url.toString() });
        others.push(other);
        return other;
      },
      async close() {
        await Promise.all(others.map((o) => o.close()));
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return {
    ...database,
    openAnother: () => Promise.reject(new Error('PGlite is one connection: run this test on PostgreSQL')),
  };
}
