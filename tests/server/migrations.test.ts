import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
// Drizzle's migrator for either driver: it runs the SQL through the database's dialect and session only.
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

/**
 * Two areas built side by side each add migrations; merged in either order, every one runs once (server/db/migrate.ts).
 * That every schema change has its migration is checked by `npm run lint` (scripts/db-generate.ts --check), in a
 * process of its own: drizzle-kit's API adds methods to Array and String prototypes, which would break later files.
 */
const MIGRATIONS_FOLDER = migrationsFolder();
let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'yuanwu-migrations-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** A migrations folder of its own and a schema for its tables and its record, per test. */
function scratch(name: string) {
  const folder = join(dir, name);
  mkdirSync(folder);
  const add = (tag: string, table: string) =>
    writeFileSync(
      join(folder, `${tag}.sql`),
      `CREATE TABLE "${name}"."${table}" (id int);--> statement-breakpoint\nINSERT INTO "${name}"."${table}" VALUES (1);`,
    );
  const run = () => migrate(database.db, folder, { recordSchema: name });
  const applied = async () => (await rows<{ tag: string }>(`SELECT tag FROM "${name}".yuanwu_migrations ORDER BY tag`)).map((r) => r.tag);
  return { folder, add, run, applied };
}

describe('migrations from two branches', () => {
  it('applies a migration generated earlier on one branch but merged after another branch’s', async () => {
    const s = scratch('late_merge');
    s.add('20261101090000_bus_a', 'bus_a');
    s.add('20261103090000_fees_c', 'fees_c');
    expect(await s.run()).toEqual(['20261101090000_bus_a', '20261103090000_fees_c']);
    s.add('20261102090000_lessons_b', 'lessons_b'); // generated between them, merged last
    expect(await s.run()).toEqual(['20261102090000_lessons_b']);
    expect(await rows('SELECT id FROM late_merge.lessons_b')).toEqual([{ id: 1 }]);
    expect(await s.run()).toEqual([]);
  });

  it('applies two migrations of the same second from two branches', async () => {
    const s = scratch('same_second');
    s.add('20261101090000_bus_routes', 'bus_routes');
    s.add('20261101090000_fee_items', 'fee_items');
    await s.run();
    expect(await s.applied()).toEqual(['20261101090000_bus_routes', '20261101090000_fee_items']);
  });

  it('refuses a database that applied a migration this build does not have, and applies nothing', async () => {
    const s = scratch('newer_db');
    s.add('20261101090000_one', 'one');
    await s.run();
    await database.db.execute(sql.raw(`INSERT INTO newer_db.yuanwu_migrations (tag) VALUES ('20261201090000_from_a_newer_build')`));
    s.add('20261102090000_two', 'two');
    await expect(s.run()).rejects.toThrow(/20261201090000_from_a_newer_build/);
    expect(await rows(`SELECT to_regclass('newer_db.two') AS t`)).toEqual([{ t: null }]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets one of two servers starting at once migrate, the other wait and find it done',
    async () => {
      const s = scratch('two_servers');
      s.add('20261101090000_one', 'one');
      const other = await database.openAnother();
      const [a, b] = await Promise.all([s.run(), migrate(other.db, s.folder, { recordSchema: 'two_servers' })]);
      expect([...a, ...b]).toEqual(['20261101090000_one']);
    },
  );

  it('refuses a file drizzle-kit numbered after the 45 it made (npx drizzle-kit generate)', () => {
    const s = scratch('numbered');
    s.add('0045_lessons', 'lessons');
    expect(() => readMigrations(s.folder)).toThrow(/0045_lessons/);
  });

  it('knows every migration file of the project, the 45 drizzle numbered first', () => {
    const tags = readMigrations(MIGRATIONS_FOLDER).migrations.map((m) => m.tag);
    expect(tags.slice(0, 45).every((t, i) => t.startsWith(String(i).padStart(4, '0')))).toBe(true);
  });
});

describe('a database migrated by drizzle’s migrator', () => {
  it('would skip a migration generated before the last one it applied', async () => {
    const folder = join(dir, 'drizzle_skip');
    mkdirSync(join(folder, 'meta'), { recursive: true });
    const journal = (entries: Array<[number, string]>) =>
      writeFileSync(
        join(folder, 'meta', '_journal.json'),
        JSON.stringify({
          version: '7',
          dialect: 'postgresql',
          entries: entries.map(([when, tag], idx) => ({ idx, version: '7', when, tag, breakpoints: true })),
        }),
      );
    await database.db.execute(sql.raw('CREATE SCHEMA drizzle_skip'));
    const config = { migrationsFolder: folder, migrationsSchema: 'drizzle_skip', migrationsTable: 'record' };
    writeFileSync(join(folder, 'a.sql'), 'CREATE TABLE drizzle_skip.a (id int);');
    writeFileSync(join(folder, 'c.sql'), 'CREATE TABLE drizzle_skip.c (id int);');
    writeFileSync(join(folder, 'b.sql'), 'CREATE TABLE drizzle_skip.b (id int);');
    journal([
      [1000, 'a'],
      [3000, 'c'],
    ]);
    await drizzleMigrate(database.db as never, config);
    journal([
      [1000, 'a'],
      [3000, 'c'],
      [2000, 'b'],
    ]);
    await drizzleMigrate(database.db as never, config);
    expect(await rows(`SELECT to_regclass('drizzle_skip.b') AS t`)).toEqual([{ t: null }]);
  });

  it('is taken over: the 45 it applied count as applied and none runs again', async () => {
    // Empty the copy and let drizzle's migrator make it again, as every database made before this migrator.
    for (const statement of ['DROP SCHEMA public CASCADE', 'DROP SCHEMA drizzle CASCADE', 'CREATE SCHEMA public']) {
      await database.db.execute(sql.raw(statement));
    }
    await drizzleMigrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    expect(await rows('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual([{ n: 45 }]);

    const ran = await migrate(database.db, MIGRATIONS_FOLDER);
    const all = readMigrations(MIGRATIONS_FOLDER).migrations.map((m) => m.tag);
    expect(ran).toEqual(all.slice(45)); // only those generated since: none of drizzle's 45 again
    expect((await rows<{ tag: string }>('SELECT tag FROM drizzle.yuanwu_migrations ORDER BY tag')).map((r) => r.tag)).toEqual(all);
    expect(await migrate(database.db, MIGRATIONS_FOLDER)).toEqual([]);
  });
});
