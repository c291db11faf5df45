import { and, desc, eq, gte, like, lte, or, type SQL } from 'drizzle-orm';
import { type IncomeFilter, IncomeMsg, type IncomeProjectRow, type IncomeType, type OtherIncomeRow } from '@contract';
import type { Db } from '../../../db/client';
import { incomeProjects, otherIncomes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toIncomeProjectRow, toOtherIncomeRow } from '../../../replication/finance/income-rows';

/** The school's project with this id, or undefined; another school's is refused as missing (404: never a leak). */
export async function ownIncomeProject(db: Db, schoolId: number, id: string): Promise<IncomeProjectRow | undefined> {
  const [row] = await db.select().from(incomeProjects).where(eq(incomeProjects.id, id));
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(IncomeMsg.missing);
  return toIncomeProjectRow(row);
}

/**
 * The school's income with this id, or undefined; another school's is refused as missing. `lock` takes the row for
 * the transaction (two voids at once: one reversing line).
 */
export async function ownIncome(db: Db, schoolId: number, id: string, lock = false): Promise<OtherIncomeRow | undefined> {
  const q = db.select().from(otherIncomes).where(eq(otherIncomes.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(IncomeMsg.missing);
  return toOtherIncomeRow(row);
}

export async function incomeOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<OtherIncomeRow> {
  const row = await ownIncome(db, schoolId, id, lock);
  if (!row) throw AppError.notFound(IncomeMsg.missing);
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as SQL (the same as `matchesIncomeFilter` on the replica). */
export function incomeWhere(schoolId: number, f: IncomeFilter): SQL | undefined {
  const k = f.keyword?.trim();
  const pattern = k ? `%${escapeLike(k)}%` : '';
  return and(
    eq(otherIncomes.schoolId, schoolId),
    f.projectId ? eq(otherIncomes.projectId, f.projectId) : undefined,
    f.type !== undefined ? eq(otherIncomes.projectType, f.type as IncomeType) : undefined,
    f.startDay ? gte(otherIncomes.day, f.startDay) : undefined,
    f.endDay ? lte(otherIncomes.day, f.endDay) : undefined,
    f.payType !== undefined ? eq(otherIncomes.payType, f.payType as 1 | 2 | 3 | 4 | 5) : undefined,
    f.state !== undefined ? eq(otherIncomes.state, f.state as 1 | 2) : undefined,
    k
      ? or(
          like(otherIncomes.payerName, pattern),
          like(otherIncomes.payerPhone, pattern),
          like(otherIncomes.receiptNo, pattern),
          like(otherIncomes.projectName, pattern),
          like(otherIncomes.remark, pattern),
        )
      : undefined,
  );
}

/** Newest day first, then newest income (UUIDv7 ids are time-ordered): `compareIncomes`. */
export const INCOME_ORDER = [desc(otherIncomes.day), desc(otherIncomes.id)] as const;
