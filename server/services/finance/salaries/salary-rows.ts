import { asc, eq } from 'drizzle-orm';
import { compareSlips, type SalaryMonthRow, SalaryMsg, type SalarySlipRow } from '@contract';
import type { Db } from '../../../db/client';
import { salaryMonths, salarySlips } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toSalaryMonthRow, toSalarySlipRow } from '../../../replication/finance/salary-rows';

/** The school's month with this id (locked for the transaction when asked); another school's is 404, never a leak. */
export async function salaryMonthOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<SalaryMonthRow> {
  const q = db.select().from(salaryMonths).where(eq(salaryMonths.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.schoolId !== schoolId) throw AppError.notFound(SalaryMsg.missing);
  return toSalaryMonthRow(row);
}

/** The school's slip with this id (locked when asked); another school's is 404. */
export async function salarySlipOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<SalarySlipRow> {
  const q = db.select().from(salarySlips).where(eq(salarySlips.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.schoolId !== schoolId) throw AppError.notFound(SalaryMsg.missing);
  return toSalarySlipRow(row);
}

/** A month's slips, by department and name (`compareSlips`, as the screen orders them). */
export async function monthSlips(db: Db, monthId: string): Promise<SalarySlipRow[]> {
  const rows = await db.select().from(salarySlips).where(eq(salarySlips.monthId, monthId)).orderBy(asc(salarySlips.id));
  return rows.map(toSalarySlipRow).sort(compareSlips);
}
