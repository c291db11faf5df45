import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, readSnapshot, schemaSnapshot, snapshotText, unmigratedStatements, writeSnapshot } from './db-snapshot';

/**
 * `npm run db:generate -- <name>`: the migration of what the Drizzle schema (server/db/schema) changed since the
 * snapshot, as `<UTC yyyymmddhhmmss>_<name>.sql`, and the new snapshot. drizzle-kit diffs and writes the SQL (it asks
 * about renames); the name by time, never by a counter, lets two branches add migrations that merge without
 * renumbering (docs/architecture.md, "Two areas side by side").
 *   --custom     an empty migration for SQL of your own (a trigger, a data fix); the schema must have no change pending.
 *   --snapshot   after a merge whose snapshot.json conflicted: the snapshot of the merged schema, no migration.
 *   --check      fails if the schema has changes without a migration, or the snapshot was merged wrong (npm run lint).
 */
const USAGE = 'npm run db:generate -- <name> [--custom] | npm run db:generate -- --snapshot | --check';
const args = process.argv.slice(2);
const custom = args.includes('--custom');
const name = args.find((a) => !a.startsWith('--'));

if (args.includes('--check')) {
  const pending = await unmigratedStatements();
  if (pending.length > 0) {
    console.error(`server/db/schema differs from what the migrations make (meta/snapshot.json):\n${pending.join('\n')}`);
    console.error(
      'A schema change: npm run db:generate -- <name>. A conflicted snapshot after a merge: npm run db:generate -- --snapshot.',
    );
    process.exit(1);
  }
  console.log('migrations: every schema change has its migration');
  process.exit(0);
}
if (args.includes('--snapshot')) {
  writeSnapshot(schemaSnapshot());
  console.log('meta/snapshot.json now describes the schema of server/db/schema.');
  process.exit(0);
}
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error(`A migration needs a name of lower-case letters, digits and _ (${USAGE})`);
  process.exit(1);
}

const statements = await unmigratedStatements();
if (custom && statements.length > 0) {
  console.error('The schema has changes without a migration: generate those first, then the custom one.');
  process.exit(1);
}
if (!custom && statements.length === 0) {
  console.log('No schema changes, nothing to migrate.');
  const current = schemaSnapshot();
  if (snapshotText(current) !== snapshotText(readSnapshot())) writeSnapshot(current);
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const file = join(MIGRATIONS_FOLDER, `${stamp}_${name}.sql`);
if (existsSync(file)) {
  console.error(`${file} exists: wait a second and run again.`);
  process.exit(1);
}
// drizzle-kit's separator, which the migrator splits on (server/db/migrate.ts).
const BREAKPOINT = '--> statement-breakpoint\n';
writeFileSync(file, custom ? `-- SQL of your own; statements separated by lines of ${BREAKPOINT}` : statements.join(BREAKPOINT));
if (!custom) writeSnapshot(schemaSnapshot());
console.log(`Wrote ${file}${custom ? '' : ' and meta/snapshot.json'}.`);
