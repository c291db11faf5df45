/**
 * The database a server bench runs on: PGlite in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL; menus, the
 * demo and the bench school seeded. `run` gets it with the bench user; the folder and the connection go afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import { seedBenchSchool } from './bench-school';

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

export interface BenchSetup {
  database: BenchDatabase;
  db: BenchDatabase['db'];
  /** The seeded bench account (a member of the bench school with all rights). */
  benchUserId: number;
  /** The temporary folder (also usable as an empty WEB_DIR). */
  dir: string;
}

export async function withBenchDatabase(name: string, run: (setup: BenchSetup) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `yuanwu-bench-${name}-`));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: dir });
  try {
    const db = database.db;
    await seedMenus(db);
    await seedDemo(db);
    await seedBenchSchool(db);
    const [bench] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'bench'));
    if (!bench) throw new Error('no bench user');
    await run({ database, db, benchUserId: bench.id, dir });
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
