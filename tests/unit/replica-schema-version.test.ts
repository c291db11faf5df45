import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { replicaSchemaVersion, SYNC_SCHEMA_VERSION } from '@contract/sync/protocol';

/** The replica's schema version is derived from the tables (contract/sync/protocol.ts), not counted by hand. */
describe('the replica schema version', () => {
  const notes = z.object({ id: z.uuid(), schoolId: z.number(), text: z.string() });
  const tables = { notes, tags: z.object({ id: z.uuid(), schoolId: z.number() }) };
  const scopes = { notes: 'records', tags: 'records' };
  const version = replicaSchemaVersion(tables, scopes);

  it('is an int32 the pull query can carry, the same whatever order tables and fields come in', () => {
    expect(Number.isInteger(SYNC_SCHEMA_VERSION) && SYNC_SCHEMA_VERSION > 0 && SYNC_SCHEMA_VERSION < 2 ** 31).toBe(true);
    expect(
      replicaSchemaVersion({ tags: tables.tags, notes: z.object({ text: z.string(), schoolId: z.number(), id: z.uuid() }) }, scopes),
    ).toBe(version);
  });

  it('changes with a new table, a new field, another scope or another protocol generation', () => {
    const others = [
      replicaSchemaVersion({ ...tables, memos: notes }, { ...scopes, memos: 'records' }),
      replicaSchemaVersion({ ...tables, notes: notes.extend({ pinned: z.boolean() }) }, scopes),
      replicaSchemaVersion(tables, { ...scopes, tags: 'website' }),
      replicaSchemaVersion(tables, scopes, 11),
    ];
    for (const other of others) expect(other).not.toBe(version);
    expect(new Set(others).size).toBe(others.length);
  });
});
