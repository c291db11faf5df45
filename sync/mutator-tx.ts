import type { IndexableType } from 'dexie';
import type { ReplicatedTable, RowOf } from '@contract/sync/tables';
import { refreshAttendanceDays, type TouchedDays, touchDay } from './attendance-days';
import type { SyncDb } from './db';

/** What a client mutator may do to the replica; every write goes through here so rebase can undo it. */
export interface MutatorTx {
  get<T extends ReplicatedTable>(table: T, id: string): Promise<RowOf<T> | undefined>;
  /** Rows whose indexed field (a plain field of TABLES in schema.ts) equals value. */
  where<T extends ReplicatedTable>(table: T, index: string, value: IndexableType): Promise<RowOf<T>[]>;
  put<T extends ReplicatedTable>(table: T, row: RowOf<T>): Promise<void>;
  delete(table: ReplicatedTable, id: string): Promise<void>;
}

type Row = Record<string, unknown>;
export const rowKey = (table: string, id: string): string => `${table}\u0000${id}`;

/** A MutatorTx whose writes are queued, not awaited one by one: `settled()` waits for all of them. */
export interface RecordingTx extends MutatorTx {
  settled(): Promise<void>;
}

/**
 * A MutatorTx over the replica, for use inside a Dexie transaction that covers the replicated tables and
 * `shadows`. Before the first write to a row it saves the row as it is now — the server's version, because no
 * rebased mutation touched it yet — so a rebase can put the server state back.
 *
 * Every IndexedDB request is a round trip between this thread and the browser's: writes are only queued
 * (a transaction runs its requests in order, so later reads see them) and the row a mutator just read is not
 * read again for its shadow. A student.update went from nine sequential requests to three.
 */
export function recordingTx(db: SyncDb, schoolId: number): RecordingTx {
  const read = new Map<string, Row | undefined>();
  const shadowed = new Set<string>();
  const writes: Promise<unknown>[] = [];
  // Attendance days written: their summaries are refreshed once the writes are made (sync/attendance-days.ts).
  const touched: TouchedDays = new Map();
  const queue = (p: Promise<unknown>) => {
    p.catch(() => {}); // reported by settled() or by the transaction's own failure
    writes.push(p);
  };
  const shadow = async (table: ReplicatedTable, id: string) => {
    const key = rowKey(table, id);
    if (shadowed.has(key)) return;
    shadowed.add(key);
    const [existing, current] = await Promise.all([
      db.shadows.get([table, id]),
      read.has(key) ? read.get(key) : (db.table(table).get(id) as Promise<Row | undefined>),
    ]);
    if (!existing) queue(db.shadows.put({ table, id, schoolId, row: current ?? null }));
  };
  return {
    async get(table, id) {
      const row = await db.table(table).get(id);
      if (!shadowed.has(rowKey(table, id))) read.set(rowKey(table, id), row);
      return row;
    },
    where: (table, index, value) => db.table(table).where(index).equals(value).toArray(),
    async put(table, row) {
      await shadow(table, row.id);
      if (table === 'attendanceEvents') touchDay(touched, row);
      queue(db.table(table).put(row));
    },
    async delete(table, id) {
      await shadow(table, id);
      if (table === 'attendanceEvents') touchDay(touched, await db.table(table).get(id));
      queue(db.table(table).delete(id));
    },
    async settled() {
      await Promise.all(writes);
      if (touched.size) await refreshAttendanceDays(db, touched);
    },
  };
}
