import { and, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { chinaDay } from '../../../lib/format';

/** Where a kind of receipt is numbered: its table's school and number columns, its advisory lock class, its format. */
export interface ReceiptSeries {
  table: PgTable;
  schoolId: AnyPgColumn;
  receiptNo: AnyPgColumn;
  /** Two-key advisory lock class (held to commit): numbering one school's receipts of this series is serial. */
  lockClass: number;
  /** The number of the day's n-th receipt: two letters + YYYYMMDD + 5 digits. */
  format: (day: string, n: number) => string;
}

/**
 * The school's next receipt number of the day in a series: its prefix + the China day + a five-digit number, one
 * more than the day's highest. The advisory lock serialises two recordings at once; a unique index on (school,
 * number) backs it. Collection's `SJ` receipts (record-paid.ts) and other income's `QT` ones number this way.
 */
export async function nextReceiptNoOf(db: Db, series: ReceiptSeries, schoolId: number, at: Date): Promise<string> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${series.lockClass}, ${schoolId})`);
  const day = chinaDay(at);
  const prefix = series.format(day, 0).slice(0, 10);
  const [row] = await db
    .select({ last: sql<string | null>`max(${series.receiptNo})` })
    .from(series.table)
    .where(and(eq(series.schoolId, schoolId), like(series.receiptNo, `${prefix}%`)));
  const n = row?.last ? Number(row.last.slice(10)) + 1 : 1;
  return series.format(day, n);
}
