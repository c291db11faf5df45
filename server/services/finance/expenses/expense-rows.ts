import { and, desc, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { ExpenseMsg, type ExpenseProjectRow, type ReimburseFilter, type ReimbursementRow } from '@contract';
import type { Db } from '../../../db/client';
import { expenseProjects, reimbursements, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toExpenseProjectRow, toReimbursementRow } from '../../../replication/finance/expense-rows';

/** The school's project with this id, or undefined; another school's is refused as missing (404: never a leak). */
export async function ownExpenseProject(db: Db, schoolId: number, id: string, lock = false): Promise<ExpenseProjectRow | undefined> {
  const q = db.select().from(expenseProjects).where(eq(expenseProjects.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(ExpenseMsg.missing);
  return toExpenseProjectRow(row);
}

export async function expenseProjectOrFail(db: Db, schoolId: number, id: string): Promise<ExpenseProjectRow> {
  const row = await ownExpenseProject(db, schoolId, id);
  if (!row) throw AppError.notFound(ExpenseMsg.missing);
  return row;
}

/** The school's claim with this id, or undefined (another school's: 404). `lock` takes the row for the transaction. */
export async function ownReimbursement(db: Db, schoolId: number, id: string, lock = false): Promise<ReimbursementRow | undefined> {
  const q = db.select().from(reimbursements).where(eq(reimbursements.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(ExpenseMsg.missing);
  return toReimbursementRow(row);
}

export async function reimbursementOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<ReimbursementRow> {
  const row = await ownReimbursement(db, schoolId, id, lock);
  if (!row) throw AppError.notFound(ExpenseMsg.missing);
  return row;
}

/** The member's name as an SQL value (stamped in the same statement). */
export const userNameOf = (userId: number) =>
  sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${userId}), '')`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as SQL (the same as `matchesReimburseFilter` on the replica). */
export function reimburseWhere(schoolId: number, f: ReimburseFilter): SQL | undefined {
  const k = f.keyword?.trim();
  const pattern = k ? `%${escapeLike(k)}%` : '';
  return and(
    eq(reimbursements.schoolId, schoolId),
    f.state ? eq(reimbursements.state, f.state) : undefined,
    f.projectId ? eq(reimbursements.projectId, f.projectId) : undefined,
    f.category ? eq(reimbursements.category, f.category) : undefined,
    f.startDay ? gte(reimbursements.day, f.startDay) : undefined,
    f.endDay ? lte(reimbursements.day, f.endDay) : undefined,
    k
      ? or(like(reimbursements.reason, pattern), like(reimbursements.projectName, pattern), like(reimbursements.applicantName, pattern))
      : undefined,
  );
}

/** `compareReimbursements`: newest day first, then newest claim. */
export const REIMBURSE_ORDER = [desc(reimbursements.day), desc(reimbursements.id)] as const;
