import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped data folder that each test file loads (creating a database costs ~10 s). */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated, seeded database each test file clones with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/** Builds one migrated, seeded template database per run; test files copy it instead of seeding their own. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `yuanwu_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedMenus(database.db);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'yuanwu-tpl-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedMenus(database.db);
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
