import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * One page of a table's rows (`page` from 1) under `where` in `order`, and the count of them all (共 N 条). A page
 * past any table's size (an offset beyond 2^53) is empty without asking, as the database would refuse the number.
 */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  { where, order, page, size }: { where: SQL | undefined; order: SQL[]; page: number; size: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const offset = (page - 1) * size;
  const rows =
    offset >= Number.MAX_SAFE_INTEGER
      ? []
      : await db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], total };
}
