import { eq } from 'drizzle-orm';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import { busCars, busDrivers, busFuelCards, busLines, busRoutes, busStops } from '../../../db/schema';
import {
  toBusCarRow,
  toBusDriverRow,
  toBusFuelCardRow,
  toBusLineRow,
  toBusRouteRow,
  toBusStopRow,
} from '../../../replication/bus/fleet-rows';
import { MISSING_ROW_MSG } from '../../school-scope';

/**
 * The school's bus rows in their replicated shape, for the rules of contract/bus/rules.ts (a school has tens of
 * each, so reading them whole is cheaper than a query per rule) and the list calls.
 */
export const BUS_TABLES = {
  busDrivers: { table: busDrivers, toRow: toBusDriverRow },
  busCars: { table: busCars, toRow: toBusCarRow },
  busStops: { table: busStops, toRow: toBusStopRow },
  busRoutes: { table: busRoutes, toRow: toBusRouteRow },
  busFuelCards: { table: busFuelCards, toRow: toBusFuelCardRow },
  busLines: { table: busLines, toRow: toBusLineRow },
} as const;
export type BusTable = keyof typeof BUS_TABLES;
type RowOfTable<T extends BusTable> = ReturnType<(typeof BUS_TABLES)[T]['toRow']>;

export async function schoolBusRows<T extends BusTable>(db: Db, schoolId: number, name: T): Promise<RowOfTable<T>[]> {
  const { table, toRow } = BUS_TABLES[name];
  const rows = await db.select().from(table).where(eq(table.schoolId, schoolId));
  return rows.map((r) => (toRow as (r: unknown) => RowOfTable<T>)(r));
}

/** The row with this id, or undefined; a row of another school is refused (404, as if missing: never a leak). */
export async function ownBusRow<T extends BusTable>(db: Db, schoolId: number, name: T, id: string): Promise<RowOfTable<T> | undefined> {
  const { table, toRow } = BUS_TABLES[name];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  return (toRow as (r: unknown) => RowOfTable<T>)(row);
}

export async function busRowOrFail<T extends BusTable>(db: Db, schoolId: number, name: T, id: string): Promise<RowOfTable<T>> {
  const row = await ownBusRow(db, schoolId, name, id);
  if (!row) throw AppError.notFound(MISSING_ROW_MSG);
  return row;
}

/** Refuses with the rule's message (a 400), if any. */
export function refuse(issue: string | null): void {
  if (issue) throw AppError.badRequest(issue);
}
