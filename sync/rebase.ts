import type { IndexableType } from 'dexie';
import type { DayEvent } from '@contract/attendance/children-day';
import type { Change } from '@contract/sync/protocol';
import type { ReplicatedTable } from '@contract/sync/tables';
import { refreshAttendanceDays, type TouchedDays, touchDay } from './attendance-days';
import type { OutboxRow, ShadowRow, SyncDb } from './db';
import { MutationError } from './errors';
import { type MutatorTx, rowKey } from './mutator-tx';
import { MUTATORS } from './mutators';
import { isSealed } from './sealed';

/**
 * Rebase, the Linear way: the replica shows the server's state with the still-pending mutations on top.
 * Every function here runs inside a rw transaction over ALL_TABLES, so nobody ever sees a half-rebased school.
 */

type Row = Record<string, unknown>;
interface Slot {
  table: ReplicatedTable;
  id: string;
  row: Row | null;
}

/** Above this many touched rows the current values are not read back to skip unchanged ones (a first sync). */
const COMPARE_LIMIT = 500;

/**
 * The mutations whose effect the server's rows of this school do not show yet: pending ones newer than the
 * school's last complete pull, less those of a sealed scope (its rows are not on the device: they wait for the
 * unlock, sync/seal-scopes.ts). (An older one the server already processed is in the pulled rows if it applied;
 * if it was rejected its effect must not show; either way it is only waiting for push to confirm its outcome.)
 */
export async function rebasedMutations(db: SyncDb, schoolId: number): Promise<OutboxRow[]> {
  const [state, clientRow, rows] = await Promise.all([
    db.syncState.get(schoolId),
    db.meta.get('clientId'),
    db.outbox.where('schoolId').equals(schoolId).toArray(),
  ]);
  if (state?.lost) return [];
  const after = state?.lastMutationId ?? 0;
  return rows
    .filter((r) => r.status === 'pending' && r.clientId === clientRow?.value && r.mutationId > after && !isSealed(state, r))
    .sort((a, b) => a.mutationId - b.mutationId);
}

/**
 * The school's rows as they are to be, in memory: the server's version of every row a pending mutation had
 * touched (its shadow), the pulled changes on top, then the pending mutations re-run. Reads fall through to
 * IndexedDB for rows it does not hold (those show the server's version: no pending mutation touched them).
 */
class SchoolOverlay implements MutatorTx {
  readonly slots = new Map<string, Slot>();
  /** Server versions of the rows the replayed mutations wrote: the new shadows. */
  readonly shadows = new Map<string, ShadowRow>();

  constructor(
    private readonly db: SyncDb,
    private readonly schoolId: number,
  ) {}

  set(table: ReplicatedTable, id: string, row: Row | null): void {
    this.slots.set(rowKey(table, id), { table, id, row });
  }

  async get<T extends ReplicatedTable>(table: T, id: string) {
    const slot = this.slots.get(rowKey(table, id));
    if (slot) return (slot.row ?? undefined) as never;
    return (await this.db.table(table).get(id)) as never;
  }

  async where<T extends ReplicatedTable>(table: T, index: string, value: IndexableType) {
    const stored = (await this.db.table(table).where(index).equals(value).toArray()) as Row[];
    const rows = stored.filter((r) => !this.slots.has(rowKey(table, r.id as string)));
    for (const slot of this.slots.values()) {
      if (slot.table === table && slot.row && slot.row[index] === value) rows.push(slot.row);
    }
    return rows.sort((a, b) => ((a.id as string) < (b.id as string) ? -1 : 1)) as never;
  }

  async put<T extends ReplicatedTable>(table: T, row: Row & { id: string }) {
    await this.shadow(table, row.id);
    this.set(table, row.id, row);
  }

  async delete(table: ReplicatedTable, id: string) {
    await this.shadow(table, id);
    this.set(table, id, null);
  }

  private async shadow(table: ReplicatedTable, id: string): Promise<void> {
    const key = rowKey(table, id);
    if (this.shadows.has(key)) return;
    const before = ((await this.get(table, id)) as Row | undefined) ?? null;
    this.shadows.set(key, { table, id, schoolId: this.schoolId, row: before });
  }
}

const sameRow = (a: Row | null | undefined, b: Row | null | undefined): boolean => {
  if (!a || !b) return !a && !b;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[k] === b[k] || (typeof a[k] === 'object' && JSON.stringify(a[k]) === JSON.stringify(b[k])));
};

/**
 * Recompute the school's view: server state (shadows restored), `changes` applied (a pull page, already
 * checked to belong to the school), pending mutations re-run on top with fresh shadows. A mutation that no
 * longer applies is skipped (the server will reject it too; push records that).
 *
 * All of it is worked out in memory and written once, in bulk per table, and only rows whose value really
 * changes are written: after our own push the pulled rows usually equal what the replica already shows, and
 * rewriting them would wake every live query over them (a visible stutter while the user types).
 */
export async function rebuildSchool(db: SyncDb, schoolId: number, changes: readonly Change[] = []): Promise<void> {
  const [oldShadows, pending] = await Promise.all([
    db.shadows.where('schoolId').equals(schoolId).toArray(),
    rebasedMutations(db, schoolId),
  ]);
  const overlay = new SchoolOverlay(db, schoolId);
  for (const s of oldShadows) overlay.set(s.table, s.id, s.row);
  for (const c of changes) overlay.set(c.table as ReplicatedTable, c.row.id as string, c.op === 'put' ? c.row : null);
  for (const m of pending) {
    try {
      await (MUTATORS[m.name] as (tx: unknown, a: unknown) => Promise<void>)(overlay, m.args);
    } catch (e) {
      // The server will reject it too; push records that. Anything else is a bug: abort the transaction.
      if (!(e instanceof MutationError)) throw e;
    }
  }
  await Promise.all([writeRows(db, [...overlay.slots.values()]), writeShadows(db, oldShadows, overlay.shadows)]);
}

async function writeRows(db: SyncDb, slots: Slot[]): Promise<void> {
  let changed = slots;
  if (slots.length <= COMPARE_LIMIT) {
    const current = await Promise.all(slots.map((s) => db.table(s.table).get(s.id) as Promise<Row | undefined>));
    changed = slots.filter((s, i) => !sameRow(s.row, current[i]));
  }
  const byTable = new Map<ReplicatedTable, { puts: Row[]; dels: string[] }>();
  for (const s of changed) {
    const t = byTable.get(s.table) ?? { puts: [], dels: [] };
    byTable.set(s.table, t);
    if (s.row) t.puts.push(s.row);
    else t.dels.push(s.id);
  }
  // The attendance summaries of the days these writes touch (a deleted event's day is read before it goes).
  const touched: TouchedDays = new Map();
  const events = byTable.get('attendanceEvents');
  for (const row of events?.puts ?? []) touchDay(touched, row);
  if (events?.dels.length) for (const row of await db.table('attendanceEvents').bulkGet(events.dels)) touchDay(touched, row);
  const writes: Promise<unknown>[] = [];
  for (const [table, t] of byTable) {
    if (t.puts.length) writes.push(db.table(table).bulkPut(t.puts));
    if (t.dels.length) writes.push(db.table(table).bulkDelete(t.dels));
  }
  if (touched.size) writes.push(refreshAttendanceDays(db, touched, events?.puts as DayEvent[] | undefined));
  await Promise.all(writes);
}

async function writeShadows(db: SyncDb, old: ShadowRow[], next: Map<string, ShadowRow>): Promise<void> {
  const oldByKey = new Map(old.map((s) => [rowKey(s.table, s.id), s]));
  const gone = old.filter((s) => !next.has(rowKey(s.table, s.id))).map((s) => [s.table, s.id] as [string, string]);
  const fresh = [...next.entries()].filter(([key, s]) => !sameRow(oldByKey.get(key)?.row, s.row) || !oldByKey.has(key)).map(([, s]) => s);
  await Promise.all([gone.length ? db.shadows.bulkDelete(gone) : null, fresh.length ? db.shadows.bulkPut(fresh) : null]);
}

/** Recompute the school's optimistic view, e.g. after a rejection or a discard. */
export function rebaseSchool(db: SyncDb, schoolId: number): Promise<void> {
  return rebuildSchool(db, schoolId);
}
