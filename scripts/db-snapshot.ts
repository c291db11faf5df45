import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

/**
 * drizzle-kit's description of the schema the committed migrations make: what `npm run db:generate` diffs the
 * Drizzle schema against. One file, its keys sorted and its ids fixed, so two areas' tables land in different places
 * of it and a merge usually joins them; `npm run lint` checks it is the schema (db-generate.ts --check).
 */
export const SNAPSHOT_FILE = fileURLToPath(new URL('../server/db/migrations/meta/snapshot.json', import.meta.url));
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../server/db/migrations', import.meta.url));
const FIXED_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The Drizzle schema: every table file below server/db/schema, read from the folder so that a new area's table file
 * needs no line in a shared list (its code imports it from its own file; index.ts gathers the older ones).
 */
const SCHEMA_FOLDER = fileURLToPath(new URL('../server/db/schema', import.meta.url));
const tableFiles = readdirSync(SCHEMA_FOLDER, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .sort();
const schema: Record<string, unknown> = Object.assign(
  {},
  ...(await Promise.all(tableFiles.map((file) => import(pathToFileURL(join(SCHEMA_FOLDER, file)).href)))),
);

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
};

export const snapshotText = (snapshot: DrizzleSnapshotJSON): string =>
  `${JSON.stringify(sortKeys({ ...snapshot, id: FIXED_ID, prevId: FIXED_ID }), null, 2)}\n`;

export const readSnapshot = (): DrizzleSnapshotJSON => JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8'));
export const schemaSnapshot = (): DrizzleSnapshotJSON => generateDrizzleJson(schema);
export const writeSnapshot = (snapshot: DrizzleSnapshotJSON): void => writeFileSync(SNAPSHOT_FILE, snapshotText(snapshot));

/** The SQL that would bring the migrations' schema to the Drizzle schema: none when every change has its migration. */
export const unmigratedStatements = (): Promise<string[]> => generateMigration(readSnapshot(), schemaSnapshot());
