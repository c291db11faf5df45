import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The project's migrator (docs/architecture.md, "Two areas side by side"). Drizzle's own applies a migration only if
 * it was generated after the last one applied (its `when` against the last row's created_at), so a migration
 * generated on one branch before another branch's, but merged after it, was skipped on every existing database.
 * This one records each applied migration by its tag (file name) and applies every file not recorded, in tag order.
 *
 * Files: the 45 that drizzle-kit numbered (0000_init … 0044_…, listed in the frozen meta/_journal.json) and those
 * `npm run db:generate` names `<UTC yyyymmddhhmmss>_<name>.sql`, so two branches' files never share a name.
 */
export interface Migration {
  tag: string;
  statements: string[];
}

export interface MigrateOptions {
  /**
   * The schema of the record of applied tags (`yuanwu_migrations`) and of drizzle's (`__drizzle_migrations`, taken
   * over once); tests use their own.
   */
  recordSchema?: string;
}

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const GENERATED = /^\d{14}_[a-z0-9_]+$/;
const BREAKPOINT = '--> statement-breakpoint';
/** One migrating process at a time (two servers starting on one PostgreSQL). */
const LOCK_KEY = 0x7975616e; // 'yuan'

/** Drizzle's journal of the numbered migrations: `when` (what its record holds as created_at) → tag. */
function readDrizzleJournal(folder: string): Map<number, string> {
  const path = join(folder, 'meta', '_journal.json');
  let entries: Array<{ when: number; tag: string }> = [];
  try {
    entries = JSON.parse(readFileSync(path, 'utf8')).entries;
  } catch {
    // A folder without drizzle's history (tests).
  }
  return new Map(entries.map((e) => [e.when, e.tag]));
}

export function readMigrations(folder: string): { migrations: Migration[]; drizzleTags: Map<number, string> } {
  const drizzleTags = readDrizzleJournal(folder);
  const numbered = new Set(drizzleTags.values());
  const tags = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length))
    .sort();
  const migrations = tags.map((tag) => {
    if (!numbered.has(tag) && !GENERATED.test(tag)) {
      throw new Error(`Migration ${tag}.sql is not named as npm run db:generate names one (yyyymmddhhmmss_name)`);
    }
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return { tag, statements: text.split(BREAKPOINT).filter((s) => s.trim() !== '') };
  });
  return { migrations, drizzleTags };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Applies, in one transaction, every migration of `folder` that the database has not recorded. Refuses a database
 * that recorded a migration this code does not have (a newer build migrated it): it would run on a schema it does
 * not know.
 */
export async function migrate(db: AnyDb, folder: string, opts: MigrateOptions = {}): Promise<string[]> {
  const schema = opts.recordSchema ?? 'drizzle';
  const table = `"${schema}".yuanwu_migrations`;
  const drizzleTable = `"${schema}".__drizzle_migrations`;
  const { migrations, drizzleTags } = readMigrations(folder);
  const known = new Set(migrations.map((m) => m.tag));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${schema}"`));
    await tx.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${table} (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`));
    let applied = rowsOf<{ tag: string }>(await tx.execute(sql.raw(`SELECT tag FROM ${table}`))).map((r) => r.tag);
    if (applied.length === 0) {
      applied = await takeOverDrizzleRecord(tx as unknown as AnyDb, drizzleTable, drizzleTags);
      for (const tag of applied) await record(tx as unknown as AnyDb, table, tag);
    }
    const unknown = applied.filter((tag) => !known.has(tag));
    if (unknown.length > 0) {
      throw new Error(`The database has migrations this build does not have: ${unknown.join(', ')}. Run a build that has them.`);
    }
    const done = new Set(applied);
    const pending = migrations.filter((m) => !done.has(m.tag));
    for (const m of pending) {
      for (const statement of m.statements) await tx.execute(sql.raw(statement));
      await record(tx as unknown as AnyDb, table, m.tag);
    }
    return pending.map((m) => m.tag);
  });
}

const record = (db: AnyDb, table: string, tag: string) =>
  db.execute(sql`INSERT INTO ${sql.raw(table)} (tag) VALUES (${tag}) ON CONFLICT (tag) DO NOTHING`);

/**
 * A database drizzle's migrator made holds one row per migration it applied, whose created_at is the journal's
 * `when` of that migration: those tags count as applied, so nothing runs twice.
 */
async function takeOverDrizzleRecord(db: AnyDb, drizzleTable: string, drizzleTags: Map<number, string>): Promise<string[]> {
  const [exists] = rowsOf<{ t: string | null }>(await db.execute(sql`SELECT to_regclass(${drizzleTable})::text AS t`));
  if (!exists?.t) return [];
  const rows = rowsOf<{ created_at: string | number }>(await db.execute(sql.raw(`SELECT created_at FROM ${drizzleTable} ORDER BY id`)));
  return rows.map((r) => {
    const tag = drizzleTags.get(Number(r.created_at));
    if (!tag) throw new Error(`The database has a migration drizzle applied that this build does not have (created_at ${r.created_at})`);
    return tag;
  });
}
