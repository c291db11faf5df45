import type { IndexableType } from 'dexie';
import type { ReplicatedTable, RowOf } from '@contract';
import type { SyncDb } from './db';

/** What a client mutator may do to the replica; every write goes through here so rebase can undo it. */
export interface MutatorTx {
  get<T extends ReplicatedTable>(table: T, id: string): Promise<RowOf<T> | undefined>;
  /** Rows whose indexed field (see TABLES in registry.ts) equals value. */
  where<T extends ReplicatedTable>(table: T, index: string, value: IndexableType): Promise<RowOf<T>[]>;
  put<T extends ReplicatedTable>(table: T, row: RowOf<T>): Promise<void>;
  delete(table: ReplicatedTable, id: string): Promise<void>;
}

/**
 * A MutatorTx over the replica, for use inside a Dexie transaction that covers the replicated tables and
 * `shadows`. Before the first write to a row it saves the row as it is now — the server's version, because no
 * rebased mutation touched it yet — so restoreShadows() can put the server state back before a rebase.
 */
export function recordingTx(db: SyncDb, schoolId: number): MutatorTx {
  const shadowed = new Set<string>();
  const shadow = async (table: ReplicatedTable, id: string) => {
    const key = `${table}\u0000${id}`;
    if (shadowed.has(key)) return;
    shadowed.add(key);
    if (await db.shadows.get([table, id])) return;
    const current = await db.table(table).get(id);
    await db.shadows.put({ table, id, schoolId, row: current ?? null });
  };
  return {
    get: (table, id) => db.table(table).get(id),
    where: (table, index, value) => db.table(table).where(index).equals(value).toArray(),
    async put(table, row) {
      await shadow(table, row.id);
      await db.table(table).put(row);
    },
    async delete(table, id) {
      await shadow(table, id);
      await db.table(table).delete(id);
    },
  };
}
